"""Round-16 precision audit of the round's shared reading changes (all five games): 40 own questions aimed
at where the new readings would apply but must not — an act with a target told as the cause of a state,
the asker's own act told so, a total that does not add up, a request that asks something else, stats
before a noun, a condition 「〜たら」 that changes the told state, an owner in an aside, a count told of a
play that was not made, 「〜し直した」 told — 8 a game, kept in `data/shared_audit16.jsonl` with the rulebook
clause of each expected answer (`corpus/sources/<game>.txt`; an empty `accept` means no verdict may be
stated; withholding is always allowed).

Wrong on the first try (HEAD 89a2501), each a request the round counted as asked (`verdict_numbers.
_questioned`, `quantity._ASK`) or an act told redone:
kiseki 「…CPコスト3のUNITを出した。もらえたCPを教えて。」 and fow 「…俺のライフを教えて。」 stated the run's
outcome ('ongoing') for a number asked — no ask was read in the request; fow 「…ドローした枚数を教えて。」
stated the hand (5) for the 2 drawn (10.8; kiseki 「引いた数を教えて」 the same, 6 for 2); fow 「…を解決し直
した。手札は何枚?」 stated 5 — one draw, while 「し直した」 does not tell once or twice.
`reading/requested.unread_request` withholds a request with no ask read in it and the count of an act
told done asked as a request (not 「捨てる枚数を教えて」, the end phase's discard the run concludes);
`reading/told_again` reads 「〜し直した」 as an act told again (not the mulligan's 引き直した).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("shared_audit16")


def _param(row: dict[str, Any], i: int) -> Any:
    mark = pytest.mark.xfail(reason=row["open"], strict=True) if "open" in row else ()
    return pytest.param(row, id=f"sh16-{row['game']}-{i:02d}", marks=mark)


@pytest.mark.parametrize("row", [_param(r, i) for i, r in enumerate(_ROWS)])
def test_shared_audit16_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_shared_audit16_rows_are_eight_a_game_and_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 40
    for game in ("onepiece", "sve", "kiseki", "ninjaslayer", "fow"):
        assert sum(r["game"] == game for r in _ROWS) == 8
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 20


# a request whose object no ask reads: the run's outcome is no answer to it
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("拠点にカードが4枚で配備ステップに入った。CPコスト3のUNITを出した。もらえたCPを教えて。", "kiseki"),
        ("拠点にカードが4枚で配備ステップに入った。CPコスト3のUNITを出した。残りのCPを教えてください。",
         "kiseki"),
        ("俺のライフ4000。相手が「対象のプレイヤーに800ダメージを与える」を俺に撃った。俺のライフを教えて。",
         "fow"),
        ("相手のリーダーの体力10。攻撃力3のフォロワーでリーダーを攻撃した。相手リーダーの体力を教えて。",
         "sve"),
    ],
)  # fmt: skip
def test_an_unread_request_states_no_outcome(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or not (isinstance(value, dict) and "result" in value), value


# 10.8 / 703.6a: the count of a told draw asked as a request is not the hand the run ends with
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("手札3枚。「カードを2枚ドローする」を解決した。ドローした枚数を教えて。", "fow", [2]),
        ("手札4枚でドローステップ。2枚引いた。引いた数を教えて。", "kiseki", [2]),
    ],
)
def test_the_count_of_an_act_asked_as_a_request(question: str, game: str, want: list[int]) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value == want, value


def test_requests_the_run_answers_are_still_stated() -> None:
    for q, game, want in [
        ("自分のエンドフェイズで手札が9枚。捨てる枚数を教えて。", "sve", [2]),
        ("自分のエンドフェイズで手札が9枚。捨てた枚数を教えて。", "sve", [2]),
        ("自分のエンドフェイズで手札が9枚。何枚捨てるか教えて。", "sve", [2]),
        ("自分のエンドフェイズで手札が9枚。手札枚数を教えて。", "sve", [7]),
        ("手札3枚。「カードを2枚ドローする」を解決した。手札の枚数を教えて。", "fow", [5]),
        ("俺のライフ4000。相手が「対象のプレイヤーに800ダメージを与える」を俺に撃った。俺のライフはいくつか"
         "教えて。", "fow", [3200]),
        ("山札10枚。工作力2のアイサツを受けた。山札の枚数を教えて。", "ninjaslayer", [8]),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, want), q


# 10.8: 「〜し直した」 does not tell whether the act was made once or twice
@pytest.mark.parametrize(
    "question",
    [
        "手札4枚。「カードを1枚ドローする」を解決し直した。手札は何枚?",
        "手札4枚。「カードを1枚ドローする」を解決して、もう一度解決し直した。手札は何枚?",
    ],
)
def test_an_act_told_redone_withholds_a_count(question: str) -> None:
    stated, value, _summary = situated(question, "fow")
    assert not stated, value


def test_a_told_mulligan_is_no_redone_act() -> None:
    q = "マリガンして4枚引き直した。先攻1ターン目の手札は何枚?"
    assert situated(q, "sve")[:2] == (True, [4])
