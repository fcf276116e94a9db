"""Round-22 everyday audit (22c, all five games): numbers over several steps — an attack that gets
through and another after it, a draw phase then plays, DON!! placed then given, a first turn's draw, two
stuns' 絆, two アイサツ's damage checks, draws and discards, damage twice — a count asked at the end.
40 own questions, 8 a game, 17 traps (バニッシュ's life to the trash, a first turn's draw, a PP max
raised at the turn's start, an attack on a follower not the leader, the asker's own follower destroyed,
a scrum's missing overkill, a card put in the 拠点 first, 工作力 not カラテ, a turn's end, an unknown
ウケミ, a J-ruler's destruction, a reduction of the next damage only), kept in
`data/style_audit22c.jsonl` with the rulebook clause of each expected answer
(`corpus/sources/<game>.txt`). A stated verdict must be one of `accept`; withholding is always
allowed, and a row withheld now says why in "open" (no xfail: a right verdict stated later passes).

First try (HEAD 8b777b1): 17 stated / 17 right / 0 wrong / 23 withheld (onepiece 1 of 8 stated, sve
3, kiseki 5, ninjaslayer 3, fow 5). Now 29 / 29 / 0 / 11, by these mechanisms, each tested below:
* a short sequence of told steps run through the engine in order, the count asked read from the run's
  final state, not from the narration: plans/onepiece_steps (the turn's start with its phases' own
  draw and DON!! placement 6-3-1 / 6-4-1, effect draws 4-5-2, cards played with their costs 6-5-3-1,
  DON!! given 6-5-5-1, attacks on the leader 7-1-4-1-1-2 — the hand, deck, life or active DON!! of the
  side asked), plans/sve_steps (the start phase 7.2.1 – 7.2.4.1, effect draws, costed plays 8.2.1 —
  the hand or deck) and plans/kiseki_steps (the 準備フェイズ's draw, 拠点 and 配備 steps 703.6a – 703.8a
  — the hand or deck). A start value the asked count depends on must be told; a draw the first turn
  does not make, a blocked or countered attack, a card played then attacking, a 拠点ステップ's choice
  not told: withheld;
* fow's graveyard count said with に (「墓地に3枚」「墓地にカードが4枚」: lexicon, had been a bare number),
  not 「墓地に3枚置いた」;
* sve's graveyard count told before a fight is set in the fight's scenario (engine_map graveyard_cards
  `set`): the attack plans had left it out and withheld the count;
* fow's 「次に受けるダメージをN軽減する」 told before several damages replaces the first one only (10.17,
  plans/fow_players): any reduction beside more than one damage had withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("style_audit22c")


@pytest.mark.parametrize(
    "row", [pytest.param(r, id=f"st22c-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]
)
def test_style_audit22c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_style_audit22c_rows_are_eight_a_game_and_distinct() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if not situated(r["question"], r["game"])[0])


# onepiece told steps, read from the run's end: 6-3-1 / 6-4-1 / 6-5-3-1 / 6-5-5-1 / 7-1-4-1-1-2
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("手札4枚。ドローフェイズに1枚引いて、コスト2のキャラを登場させた。手札は何枚?", [4]),
        ("手札が6枚あります。ドローフェイズで1枚ドローしたあと、コスト4のキャラを出して、コスト2のイベントも"
         "使いました。手札は何枚残りますか?", [5]),
        ("後攻の1ターン目、手札5枚。ドローフェイズで1枚引いて、コスト3のキャラを出した。手札は何枚?", [5]),
        ("デッキ30枚。ドローフェイズに1枚引いたあと、カードを2枚引いた。デッキは何枚?", [27]),
        ("アクティブのドン!!が4枚。コスト3のキャラを登場させて、パワー5000のリーダーにドン!!を1枚付けた。"
         "アクティブのドン!!は何枚?", [0]),
        ("アクティブのドン!!が2枚ある状態でドン!!フェイズに入ってドン!!を2枚置いた。そのあとコスト3のキャラを"
         "出した。アクティブのドン!!は何枚残る?", [1]),
        ("相手のライフ4枚。パワー2000のキャラにドン!!を3枚付けて、パワー5000の相手リーダーにアタック、"
         "ブロックもカウンターもなし。相手のライフは何枚?", [3]),
    ],
)  # fmt: skip
def test_onepiece_told_steps_are_run_in_order(question: str, want: list[int]) -> None:
    assert situated(question, "onepiece")[:2] == (True, want), question


def test_onepiece_a_draw_told_after_a_play_is_run_too() -> None:
    # 6-5-3-1 then 4-5-2: the play leaves the hand, the draw adds one (audit 16b had withheld it: no plan
    # ran the draw after the play)
    q = "手札5枚。コスト2のキャラを出して、カードを1枚引いた。手札は何枚?"
    assert situated(q, "onepiece")[:2] == (True, [5])


# a trap each: the first player's first turn draws nothing (6-3-1) — a draw told then is not the run's;
# a blocked or countered attack; 2 DON!! given to a 2000 (4000 < 5000, 7-1-4-1: no damage)
@pytest.mark.parametrize(
    ("question", "wrong"),
    [
        ("先攻の1ターン目。手札5枚でドローフェイズに1枚引いて、コスト1のキャラを登場させた。"
         "手札は何枚?", [5]),
        ("相手のライフ3枚、手札2枚。パワー7000のキャラでパワー5000の相手リーダーにアタックしたけど、"
         "ブロックされた。そのあとパワー6000のキャラでもアタックして通った。相手の手札は何枚?", [4]),
        ("相手のライフ3枚、手札2枚。パワー7000のキャラでパワー5000の相手リーダーにアタックして、カウンターを"
         "使われた。そのあとパワー6000のキャラでもアタックして通った。相手の手札は何枚?", [4]),
        ("手札5枚。コスト3のキャラを登場させて、そのキャラでパワー5000の相手リーダーにアタックした。"
         "手札は何枚?", [4]),
        ("手札3枚。ドローフェイズに2枚引いた。手札は何枚?", [5]),
        ("相手のライフ4枚。パワー2000のキャラにドン!!を2枚付けて、パワー5000の相手リーダーにアタック、"
         "ブロックもカウンターもなし。相手のライフは何枚?", [3]),
    ],
)  # fmt: skip
def test_onepiece_told_steps_traps(question: str, wrong: list[int]) -> None:
    stated, value, _summary = situated(question, "onepiece")
    assert not stated or value != wrong, value


# sve told steps: 7.2.1 / 7.2.2 / 7.2.4 / 7.2.4.1 / 8.2.1
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("手札5枚。自分のターンが始まってカードを1枚引いた。コスト2のフォロワーとコスト1のスペルをプレイした。"
         "手札は何枚?", [4]),
        ("デッキ20枚。スタートフェイズで1枚引いて、そのあとカードを2枚引いた。デッキは何枚?", [17]),
        ("手札4枚。スタートフェイズにカードを1枚引いて、コスト2のフォロワーを2体プレイした。"
         "手札は何枚?", [3]),
        ("後攻の最初のターン、手札3枚。スタートフェイズに1枚引いて、コスト1のフォロワーをプレイしました。"
         "手札は何枚でしょう?", [3]),
    ],
)  # fmt: skip
def test_sve_told_steps_are_run_in_order(question: str, want: list[int]) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        # 7.2.4.1: the first player does not draw on its first turn — a draw told there is not the run's
        "先攻の最初のターン、手札4枚。スタートフェイズに1枚引いて、コスト1のフォロワーをプレイした。手札は何枚?",
        # 7.2.1: a first turn's PP is 1 — a cost-2 follower cannot be played
        "後攻の最初のターン、手札4枚。スタートフェイズに1枚引いて、コスト2のフォロワーをプレイした。手札は何枚?",
        # the opponent's hand, never told
        "相手の手札4枚。スタートフェイズに1枚引いた。相手の手札は何枚?",
        # 7.2.4: the turn's draw is 1 card
        "手札4枚。スタートフェイズに2枚引いた。手札は何枚?",
    ],
)
def test_sve_told_steps_traps_withhold(question: str) -> None:
    assert not situated(question, "sve")[0], question


# fow 10.18 / 10.9: a graveyard count said with に (「墓地に3枚」) is the count the discards and
# destructions add to (it had been read as a bare number: every such count withheld)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("自分の墓地に3枚。手札を2枚捨てた。墓地は何枚?", [5]),
        ("墓地にカードが4枚ある。「カードを1枚ドローし、その後手札を1枚捨てる」を解決した。墓地は何枚?", [5]),
        ("自分の墓地に3枚。手札を2枚捨てて、そのあと自分のリゾネイターが1体破壊された。墓地は何枚?", [6]),
    ],
)
def test_fow_graveyard_said_with_ni_is_counted(question: str, want: list[int]) -> None:
    assert situated(question, "fow")[:2] == (True, want), question


def test_fow_cards_put_into_the_graveyard_are_no_count() -> None:
    # 「墓地に3枚置いた」: cards put there, not the graveyard's count before
    q = "手札から墓地に3枚置いた。墓地は何枚?"
    stated, value, _summary = situated(q, "fow")
    assert not stated or value != [3], value


# kiseki 703.6a / 703.7a / 703.8a: the 準備フェイズ's steps run in order, the asker's hand or deck read
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("手札5枚でドローステップに入って2枚引いた。拠点ステップで1枚拠点に置いて、配備ステップでUNITを1体出した。"
         "手札は何枚?", [5]),
        ("山札15枚、手札4枚。準備フェイズのドローステップで引いて、拠点ステップで手札を1枚拠点に置いた。"
         "山札は何枚?", [13]),
        ("手札4枚。準備フェイズにドローステップで2枚引いて、拠点ステップでは手札から1枚拠点に置いた。"
         "手札は何枚?", [5]),
    ],
)  # fmt: skip
def test_kiseki_prep_steps_are_run_in_order(question: str, want: list[int]) -> None:
    assert situated(question, "kiseki")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        # the 拠点ステップ's choice (703.7a) is not told: the hand depends on it
        "手札3枚。ドローステップで2枚引いて、配備ステップでUNITを1体出した。手札は何枚?",
        # 703.6a: the draw step draws 2, not 3
        "手札3枚。ドローステップで3枚引いて、拠点ステップで1枚置いた。手札は何枚?",
        # 703.8a: 2 CP cannot pay a CP cost 3
        "拠点にカード1枚、手札3枚。ドローステップで2枚引いて、拠点ステップで1枚拠点に置いて、CPコスト3のUNITを"
        "出した。手札は何枚?",
        # the opponent's hand, never the asker's run
        "相手の手札3枚。ドローステップで2枚引いて、拠点ステップで1枚拠点に置いた。相手の手札は何枚?",
    ],
)
def test_kiseki_prep_steps_traps_withhold(question: str) -> None:
    assert not situated(question, "kiseki")[0], question


# sve 8.4.9 / 11.3.1 / 5.5.1: a graveyard count told before a fight is the one the destroyed follower
# joins (the attack plans had left it out: every such count withheld) — an untold one still withholds
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("自分の墓場に2枚。自分の攻撃力2・体力2のフォロワーで相手のアクト状態の攻撃力2・体力3のフォロワーを"
         "攻撃した。自分の墓場は何枚になる?", [3]),
        ("相手の墓場に3枚。攻撃力3・体力3のフォロワーで、相手のアクト状態の攻撃力1・体力2のフォロワーを攻撃した。"
         "相手の墓場は何枚?", [4]),
        ("俺の墓場にカードが4枚ある。俺の攻撃力1・体力1のフォロワーで相手のアクト状態の攻撃力3・体力3の"
         "フォロワーを攻撃した。俺の墓場は何枚?", [5]),
    ],
)  # fmt: skip
def test_sve_graveyard_told_before_a_fight_is_counted(question: str, want: list[int]) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        "自分の墓場に2枚。攻撃力3・体力3のフォロワーで、相手のアクト状態の攻撃力1・体力2のフォロワーを攻撃した。"
        "相手の墓場は何枚?",
        "攻撃力3・体力3のフォロワーで、相手のアクト状態の攻撃力1・体力2のフォロワーを攻撃した。相手の墓場は何枚?",
    ],
)
def test_sve_graveyard_not_told_withholds(question: str) -> None:
    assert not situated(question, "sve")[0], question


# fow 10.17 / 10.6: 「次に受けるダメージをN軽減する」 told before several damages replaces the first only
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手のライフ2000。相手は「次に受けるダメージを500軽減する」を使っていた。そこに「相手に800ダメージを"
         "与える」を撃って、さらに「相手に400ダメージを与える」を撃った。相手のライフは?", [1300]),
        ("自分のライフ3000。自分は「次に受けるダメージを1000軽減する」を使った。そのあと相手から500ダメージと、"
         "800ダメージを受けた。自分のライフは何点?", [2200]),
        ("相手のライフ3000。相手は「次に受けるダメージを200軽減する」を使った。そのあと「相手に600ダメージを"
         "与える」を撃って、続けて「相手に300ダメージを与える」も撃った。相手のライフは何点?", [2300]),
    ],
)  # fmt: skip
def test_fow_a_next_damage_reduction_replaces_the_first_only(question: str, want: list[int]) -> None:
    assert situated(question, "fow")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        # a reduction of every damage this turn: not the next one only
        "相手のライフ2000。相手は「このターン、受けるダメージを500軽減する」を使っていた。そこに「相手に800ダメージを"
        "与える」を撃って、さらに「相手に400ダメージを与える」を撃った。相手のライフは?",
        # used after the first damage: which one it met is the order told, not read here
        "相手のライフ2000。「相手に800ダメージを与える」を撃って、そのあと相手が「次に受けるダメージを500軽減する」を"
        "使った。さらに「相手に400ダメージを与える」を撃った。相手のライフは?",
        # one text dealt twice (「2回」)
        "相手のライフ2000。相手は「次に受けるダメージを500軽減する」を使っていた。「相手に800ダメージを与える」を"
        "2回撃った。相手のライフは?",
    ],
)
def test_fow_a_reduction_not_of_the_next_damage_withholds(question: str) -> None:
    assert not situated(question, "fow")[0], question
