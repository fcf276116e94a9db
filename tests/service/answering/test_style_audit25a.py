"""Round-25 audit (25a, all five games): who goes first, who chooses first and how many times — both
players' automatic abilities waiting at once, an effect that makes each player choose, a player's own
several abilities, a simultaneous defeat, the mulligan order and a loop each player counts; 40 own
questions, 8 a game, 16 traps, kept in `data/style_audit25a.jsonl` with the rulebook clause of each
expected answer.

First try (HEAD 7a387c5e): 5 stated, 5 right, 0 wrong, 35 withheld — only the simultaneous defeats
(onepiece 1-2-3, sve 1.2.2, kiseki 705.5, ninjaslayer 103.3) had a plan; no plan read an order asked,
and the loop plans read no count but ninjaslayer's (and that one only with 「繰り返すかどうか選べる」).
Built:
* `service/engine/ordering.py`: an ``order`` action in onepiece, sve, kiseki and ninjaslayer (each
  game's clauses in `RULES`): the first player's waiting abilities are played first (onepiece
  8-1-3-2, sve 10.5.2.2 / 10.5.2.3, kiseki 1002.1b / 1002.1c / 1211.4 with the プライマリープレイヤー of
  702.3, ninjaslayer 902.1b / 902.1c / 1209.4), each player choosing the order of their own; where
  abilities wait last-in-first-out the other's resolves first (kiseki 902.5c, ninjaslayer 802.5c);
  each player's choices go first player first (onepiece 1-3-4, sve 1.3.4 — the second knowing the
  first's choice —, kiseki 1502.1, carried out together); fow's rulebook text has none (no action);
* `reading/asked_order.py` with its words in `lexicon/order_words.json`: the situation (abilities at
  once / each player's choice) and the ask — 「どっちが先に解決される?」 (self / opponent), 「俺から先に
  選ぶの?」「相手から先?」 (yes / no), 「見てから選べる?」 (sve only, by the topic who asks to see),
  「順番は自分で決めていい?」; 「先に処理される?」 withholds where playing and resolving differ;
* `plans/order_plan.py` (all four engine games): the scenario from whose turn (kiseki: whose step) is
  told — never guessed —; the sentences of the situation and the ask are the plan's, a fact of any
  other sentence declines; the gate states the order event's verdict;
* `plans/loop_counts.py` and the lexicons' ``loop_count`` (onepiece 11-1-1-3, sve 15.2.1.1, kiseki
  1501.1b): two counts seated by their players (turn/primary words, or 自分/相手 on the asker's turn)
  run the smaller; ninjaslayer's loop plan no longer needs 「選べる」 told with two counts.
After: 19 stated, 19 right, 0 wrong, 21 withheld — 8 by design (fow's rulebook text has no such rule;
a turn or step not told, where the answer is a role), 13 allowed with their reason in "open" (the
mulligan order and count, a simultaneous defeat told of no condition, a step without a choice, …).
The seen blind rows with a loop count or an order ask (benchmarks/verdict_consistency.py questions):
14 stated that main withheld, each the row's expected answer (onepiece ab-15, ah-16, al-16, ao-21,
au-19 loop counts, at-19 and av-18 who chooses first; sve av-21 seen; kiseki av-04, bt-20, bz-01;
ninjaslayer ac-16, ak-27, av-02 — counts told without 「選べる」 or with the player in parentheses).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit25a")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st25a-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit25a_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit25a_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# whose abilities go first, in other words: the turn (primary) player's are played first; a
# last-in-first-out zone resolves the other's first (kiseki 902.5c, ninjaslayer 802.5c)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("自分のターンに、お互いの【KO時】が同時に発動。俺のが先に解決されるよね?", "onepiece", "yes"),
        ("相手のターンで、自分と相手のキャラの効果が同時に発動したら、相手の効果から先に解決?",
         "onepiece", "yes"),
        ("自分のターンに、お互いのフォロワーの自動能力が同時に誘発した。先に処理されるのはどっち?",
         "sve", "self"),
        ("自分の配備ステップ中に、お互いの誘発クラフトが同時に誘発した。先に解決されるのはどっち?", "kiseki",
         "opponent"),
        ("相手のターンに、お互いの誘発能力が同時に誘発。どっちが先にエントリーする?",
         "ninjaslayer", "opponent"),
        ("相手のターンに、俺と相手の誘発能力が同時に誘発した。俺のが先に解決される?", "ninjaslayer", "yes"),
    ],
)  # fmt: skip
def test_simultaneous_abilities_order(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


# who chooses first and whether the second knows the first's choice (sve 1.3.4 only)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手のターンに「各プレイヤーは手札を1枚捨てる」効果。俺は相手が捨てたカードを見てから選べる?",
         "sve", "yes"),
        ("自分のターンに「各プレイヤーは手札を1枚捨てる」効果。俺は相手が捨てたカードを見てから選べる?",
         "sve", "no"),
        ("相手のターンに「各プレイヤーは自分のフォロワー1体を破壊する」。どっちから選ぶの?",
         "sve", "opponent"),
        ("相手のステップ中に「各プレイヤーはUNITを1つ選んでスタンさせる」効果。俺から先に選ぶの?",
         "kiseki", "no"),
    ],
)  # fmt: skip
def test_each_player_choice_order(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


# withheld: whose turn / step not told, playing and resolving differing under 「処理」, a rule the
# game's rulebook lacks (onepiece's knowledge of the first choice, ninjaslayer's choices, fow), a fact
# of another sentence
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("俺のキャラと相手のキャラの【KO時】が同時に発動した。どっちが先に解決される?", "onepiece"),
        ("自分のターンに「お互いのプレイヤーは手札を1枚捨てる」効果。相手は俺が捨てたのを見てから選べる?",
         "onepiece"),
        ("お互いの誘発クラフトが同時に誘発した。先に解決されるのはどっち?", "kiseki"),
        ("相手のステップ中に、お互いの誘発クラフトが同時に誘発した。先に処理されるのはどっち?", "kiseki"),
        ("自分のターンに「各プレイヤーは手札を1枚捨てる」効果。どっちが先に選ぶ?", "ninjaslayer"),
        ("自分のターンに、お互いの誘発能力が同時に発動した。どっちが先に解決される?", "fow"),
        ("自分のターンに、俺のキャラの【KO時】と相手のキャラの【KO時】が同時に発動した。パワー5000のキャラがいる。"
         "どっちが先に解決される?", "onepiece"),
    ],
)  # fmt: skip
def test_an_order_not_settled_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


# two loop counts: the smaller runs (11-1-1-3, 15.2.1.1, 1501.1b) — a count's player by its turn word, by
# the other count's, or by its side on a told turn; 「好きなだけ」 is no one-player loop; seats not told
# (where the engine narrates who declared first) withhold
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("永久循環になった。自分のターンで、俺が10回、相手が3回って言った。何回繰り返すことになる?",
         "sve", [3]),
        ("自分のターンに永久循環。ターンプレイヤーの俺は4回と示して、相手は2回と言った。実際何回?",
         "sve", [2]),
        ("ループで、プライマリープレイヤーが4回、非プライマリープレイヤーが6回って指定した。何回実行される?",
         "kiseki", [4]),
        ("無限ループ、自分のターンで俺は4回、相手は2回って宣言した。何回実行される?", "ninjaslayer", [2]),
        ("相手のターンで永久循環。俺が5回、相手が3回って宣言した。何回?", "onepiece", [3]),
        ("相手のターンに永久循環。俺が2回、相手が6回って言った。何回繰り返す?", "sve", [2]),
        ("自分のターンで永久循環。お互い好きなだけ繰り返せる。俺は「8回」、相手は「2回」って宣言。何回?",
         "onepiece", [2]),
        ("お互い止められるループ。ターンプレイヤーが「7回」、相手が「3回」って宣言した。何回回す?",
         "onepiece", [3]),
        ("ループになった。俺のステップ中。俺は6回やりたいって言って、相手は4回って言った。何回?",
         "kiseki", [4]),
        ("ループで、俺が4回、相手が6回って指定した。何回ループする?", "kiseki", [4]),  # no order narrated
        ("お互い好きな回数繰り返せるループ。俺(ターンプレイヤー)は9回、相手は5回って指定した。何回実行?",
         "ninjaslayer", [5]),
    ],
)  # fmt: skip
def test_loop_counts_smaller_runs(question: str, game: str, want: list[int]) -> None:
    assert situated(question, game)[:2] == (True, want), question


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("永久循環で俺が5回、相手が3回って宣言した。何回繰り返す?", "onepiece"),
        ("永久循環で、止められるのは俺だけ。俺が5回、相手が3回って宣言した。何回?", "onepiece"),
        ("無限ループで、俺が5回、相手が3回って言ったら何回繰り返す?", "fow"),
    ],
)  # fmt: skip
def test_loop_counts_unseated_withhold(question: str, game: str) -> None:
    assert not situated(question, game)[0], question
