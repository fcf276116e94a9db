"""fow, round 10 coverage (issue 11): the blind batch S situations withheld, planned in general.

- 10.6.4.1 / 10.17.1.1 — 「あなたのリゾネイター1体につき200ダメージ」 counts the resonators on that
  player's field (no zone word said) and deals the total once, so a 「200軽減」 applies once (fow-bs-03).
- 10.1.2 — 「場にリゾネイターが1体もいない」 with no player named anywhere: no field holds a legal host,
  so an [アディション:リゾネイター] put onto the field by an effect stays where it is (fow-bs-17);
  「出られる?」 is the act 出る asked as a potential.
- 10.19.2 — a race change and the choice quoted in 『』 (not only 「」) (fow-bs-16).
- 10.2.5 — 「払ってる最中に」 is while paying: a will ability may be played then (fow-bs-19).
- 10.13.2 — a searched deck holding the card named (「実は光のリゾネイターが入ってる」): the searcher may
  still find none (fow-bs-20).
- 10.5.2 — 「直接リゾネイターを場に出した」 (the card between 直接 and 場) is a direct put, not a summon.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


_PER = "『あなたのリゾネイター1体につき200ダメージを対象のプレイヤーに与える』"


# --- 10.6.4.1 / 10.17.1.1: per resonator on the field, one instance, reduced once ----------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            f"自分のターン。自分の場にリゾネイター3体いて、{_PER}を相手に撃った。相手は先に『次にあなたが受ける"
            "ダメージを200軽減する』を使ってる。相手のライフ1800からいくつになる？",
            [1400],
        ),
        (
            "相手のライフは2000。自分の場にリゾネイターが2体。『あなたのリゾネイター1体につき300ダメージを対象の"
            "プレイヤーに与える』を相手に使ったら相手のライフはいくつ？",
            [1400],
        ),
        (
            f"相手が自分に{_PER}を撃ってきた。相手の場にリゾネイター2体。自分のライフ1000はどうなる？",
            [600],
        ),
        # traps: no reduction told / a reduction of 300 — the same count, another life
        (f"自分の場にリゾネイター3体いて、{_PER}を相手に撃った。相手のライフ1800からいくつになる？", [1200]),
        (
            f"自分の場にリゾネイター3体いて、{_PER}を相手に撃った。相手は先に『次にあなたが受けるダメージを300"
            "軽減する』を使ってる。相手のライフ1800からいくつになる？",
            [1500],
        ),
    ],
)
def test_10_6_4_1_per_resonator_on_the_field_dealt_once_and_reduced_once(
    question: str, value: list[int]
) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the resonators told in the hand are not the ones on the field the text counts
        f"自分の手札にリゾネイター3枚。{_PER}を相手に撃った。相手のライフ2000はいくつ？",
        # the reduction is the asker's own: it does not reduce the damage to the opponent
        f"自分の場にリゾネイター3体。{_PER}を相手に撃った。自分が『次にあなたが受けるダメージを200軽減する』を"
        "使ってた。相手のライフ1800はいくつになる？",
        # both fields told: whose resonators count is the card text's, not read here
        f"相手の場にリゾネイター3体、自分の場には1体。{_PER}を相手に撃った。相手のライフ2000はいくつ？",
        # the split asked as yes/no (10.6.4.1: no): the run's 'yes' answers nothing
        f"自分の場にリゾネイター3体いて、{_PER}を相手に撃った。相手のライフ1800。200ダメージを3回受けるの？",
        f"自分の場にリゾネイター3体いて、{_PER}を相手に撃った。相手は先に『次にあなたが受けるダメージを200軽減"
        "する』を使ってる。相手のライフ1800。200点ずつ3回軽減される？",
        "自分の手札が3枚で、『あなたの手札1枚につき200ダメージを対象のプレイヤーに与える』を相手に撃った。"
        "相手のライフ1800。200ダメージを3回受けるの？",
    ],
)
def test_10_6_4_1_per_resonator_not_stated(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.1.2: no legal host on any field --------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "墓地から[アディション:リゾネイター]のカードを場に出す効果を使ったんだけど、場にリゾネイターが1体も"
            "いない。そのアディションは場に出られる？",
            "no",
        ),
        (
            "効果で手札から[アディション:リゾネイター]を場に出したい。場にリゾネイターは1体もいない。出せる？",
            "no",
        ),
        (
            "墓地から[アディション:リゾネイター]を効果で場に出す。場にリゾネイターが1体もいない。出られる？",
            "no",
        ),
        # trap: the opponent's resonator is a legal host
        (
            "墓地から[アディション:リゾネイター]のカードを場に出す効果を使ったんだけど、場にリゾネイターが1体も"
            "いない。相手の場にはリゾネイターが1体いる。そのアディションは場に出られる？",
            "yes",
        ),
    ],
)
def test_10_1_2_addition_with_no_host_on_any_field_stays(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # a player named: the other field is not told
        "墓地から[アディション:リゾネイター]のカードを場に出す効果を使ったんだけど、自分の場にリゾネイターが1体も"
        "いない。そのアディションは場に出られる？",
        # [アディション:J/リゾネイター]: a J on the field is not denied by 「リゾネイターが1体もいない」
        "場にリゾネイターが1体もいない状態で、効果で墓地の[アディション:J/リゾネイター]を場に出す。場に出られる？",
        # played from the hand it goes through the chase (10.1.1)
        "手札から[アディション:リゾネイター]をプレイしたい。場にリゾネイターが1体もいない。場に出られる？",
        # another turn
        "墓地から[アディション:リゾネイター]のカードを場に出す効果を使ったんだけど、場にリゾネイターが1体も"
        "いない。でも次のターンに出したら場に出られる？",
    ],
)
def test_10_1_2_addition_not_stated(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.19: 『』 card text ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "種族が人間のリゾネイターに『種族ドラゴンを得る』効果がかかった。そのあと『人間のリゾネイター1体を選ぶ』"
            "効果で、そいつを選べる？",
            "yes",
        ),
        (
            "種族「エルフ」のリゾネイターが『種族「獣」を得る』の効果を受けた。『獣のリゾネイター1体を選ぶ』効果で"
            "それを選べる？",
            "yes",
        ),
        (
            "種族が人間のリゾネイターに『種族ドラゴンを得る』効果がかかった。そのあと『ドラゴンのリゾネイター1体を"
            "選ぶ』効果で、そいつを選べる？",
            "yes",
        ),
        # trap: なる loses the race it had
        (
            "種族が人間のリゾネイターに『種族ドラゴンになる』効果がかかった。そのあと『人間のリゾネイター1体を選ぶ』"
            "効果で、そいつを選べる？",
            "no",
        ),
    ],
)
def test_10_19_race_gained_or_become_in_double_quotes(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "種族が人間のリゾネイターに『種族ドラゴンを得る』効果がかかった。そのあと『人間のリゾネイター1体を選ぶ』"
        "効果で、そいつを選べる？ちなみに『このカードは選ばれない』も持ってる。",
        "種族が人間のリゾネイターに『種族ドラゴンを得る』効果がかかった。そのリゾネイターは選ばれない効果も受けてる。"
        "そのあと『人間のリゾネイター1体を選ぶ』効果で、そいつを選べる？",
        # the change ended (told after the question): it is human again
        "種族が人間のリゾネイターに『種族ドラゴンになる』効果がかかった。そのあと『人間のリゾネイター1体を選ぶ』"
        "効果で、そいつを選べる？ただしその効果はもうターン終了で切れてる。",
    ],
)
def test_10_19_race_not_stated(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.2.5: a will ability played while paying ------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "カードのコストを払ってる最中に、魔石とかのウィル能力を使ってウィル出すのってあり？",
        "コストを支払ってる途中で、魔石のウィル能力を使ってウィルを出していい？",
        "カードのコストを払っているときに魔石からウィルを出すのってできる？",
    ],
)
def test_10_2_5_will_ability_while_paying(question: str) -> None:
    assert _answered(question) == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "カードのコストを払ってる最中に、魔石のウィル能力を使ってウィル出すのってあり？魔石は全部レスト済み。",
        "カードのコストを払ってる最中に、相手の魔石のウィル能力を使ってウィル出すのってあり？",
        "カードのコストを払い終わった後に、魔石のウィル能力を使ってウィル出すのってあり？",
        "カードのコストを払ってる最中に、魔石のウィル能力を使ってウィル出すのってあり？魔石はもうレストしてる。",
        # the asker is not the player paying
        "相手がカードのコストを払ってる最中に、自分の魔石のウィル能力を使ってウィル出すのってあり？",
    ],
)
def test_10_2_5_will_ability_not_stated(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.13.2: a hidden deck searched for a named card ------------------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の『デッキから光のリゾネイター1枚を探して手札に加える』を使った。デッキは自分しか見てない。実は光の"
            "リゾネイターが入ってるんだけど、見つからなかったことにして手札に加えないのってOK？",
            "yes",
        ),
        (
            "『デッキからドラゴンのリゾネイター1枚を探して手札に加える』を解決中。ドラゴンのリゾネイターが2枚入ってる"
            "けど、見つからなかったことにしていい？",
            "yes",
        ),
        (
            "『デッキから水のカード1枚を探して手札に加える』で、水のカードがあるのに何も持ってこないのってあり？",
            "yes",
        ),
        # traps: a deck every player sees (10.13.2 → 10.13.1), a public graveyard
        (
            "『デッキから光のリゾネイター1枚を探して手札に加える』を使った。デッキは公開されている。光のリゾネイター"
            "が入ってるけど、見つからなかったことにしていい？",
            "no",
        ),
        (
            "『墓地から光のリゾネイター1枚を選んで手札に加える』を使った。光のリゾネイターがあるけど、選ばずに"
            "済ませていい？",
            "no",
        ),
    ],
)
def test_10_13_2_search_may_find_none(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "『デッキからカード1枚を探して手札に加える』を使った。カードはあるけど、見つからなかったことにしていい？",
        "『デッキから光のリゾネイター1枚を探して手札に加える』を使った。光のリゾネイターが入ってるけど、"
        "見つからなかったことにしていい？そのあとデッキをシャッフルする？",
    ],
)
def test_10_13_search_not_stated(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.5.2: 「直接リゾネイターを場に出した」 is no summon ---------------------------------------------
_OWN = "『このカードが召喚されたとき、カードを1枚引く』を持つリゾネイターを"


@pytest.mark.parametrize(
    "question",
    [
        f"{_OWN}、効果で直接リゾネイターを場に出した。どうなる？",
        f"{_OWN}効果で直接場に出した。どうなる？",
        f"{_OWN}、チェイスを通さずに場に出した。どうなる？",
    ],
)
def test_10_5_2_a_direct_put_is_run_as_a_put(question: str) -> None:
    gated, _ = situate(question, GAME)
    assert gated.accounting.verdict.stated
    assert gated.built is not None
    assert [op["kind"] for op in gated.built.payload["operations"]] == ["put_onto_field"]


def test_10_5_2_put_denied_and_summon_told_not_stated() -> None:
    assert _answered(f"{_OWN}、直接場に出したんじゃなくて普通に召喚した。どうなる？")[0] is False


# --- 10.14.1 / 10.5.2: 「誘発する?」 of the card's own 『このカードが召喚されたとき』 ---------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "『手札からリゾネイター1枚を場に出す』効果で、チェイスを通さず直接リゾネイターを場に出した。そのリゾネイター"
            "の『このカードが召喚されたとき』能力って誘発する？",
            "no",
        ),
        (f"{_OWN}効果で直接場に出した。誘発する？", "no"),
        (f"{_OWN}、チェイスを経由せずに場に出す効果で出した。この能力は発動しますか？", "no"),
        # traps: summoned (resolved from the chase) it triggers; negated it never resolved
        (f"{_OWN}召喚した。誘発する？", "yes"),
        (
            "『このカードが召喚されたとき』能力を持つリゾネイターを普通に召喚して、チェイスで解決された。その能力は発動する？",
            "yes",
        ),
        (f"{_OWN}召喚したけど、相手に無効にされた。誘発する？", "no"),
    ],
)
def test_10_14_1_10_5_2_own_summon_trigger_asked(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # 「召喚されるたび」 of any resonator, a card's other condition, a second question
        "『あなたのリゾネイターが召喚されるたび、カードを1枚引く』を持つリゾネイターを効果で直接場に出した。誘発する？",
        "『このカードが場に出たとき、カードを1枚引く』を持つリゾネイターを効果で直接場に出した。誘発する？",
        f"{_OWN}効果で直接場に出した。誘発する？何枚引く？",
    ],
)
def test_10_14_1_trigger_asked_not_stated(question: str) -> None:
    assert _answered(question)[0] is False


@pytest.mark.parametrize(
    "question",
    [
        # the summon told unresolved, or answered on the chase: the run would resolve it
        f"{_OWN}召喚した。まだチェイスで解決されてない。誘発する？",
        f"{_OWN}召喚したら、チェイスに乗ってる間に相手が対応してきた。誘発する？",
    ],
)
def test_10_5_2_summon_not_resolved_not_stated(question: str) -> None:
    assert _answered(question)[0] is False
