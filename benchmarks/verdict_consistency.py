"""Whether the structured verdict says what the answer's conclusion says (issue 11, fact accounting 4).

`/ask` returns `verdict: {asks, value, stated, reason}` beside the answer text, whose first line is the
simulated conclusion (「シミュレーション結果: …」). Tool builders read the value, players the text: a
stated value the conclusion does not say is a wrong verdict for one of them. Every situation question
of the seen blind batches, of the reading-gate sets and of the dev set goes through `plans.situate`
(the builder or plan, the engine and the reading gate, as `/ask` runs them; no index needed), and
each STATED verdict is checked against the conclusion:

* number — every value is a number the conclusion says, and none is a number the conclusion then
  modifies (「400点のダメージ…軽減されて300点になります」: 400 is the damage before the prevention);
* destroyed — the value is a bool (or the removed cards), never a game status, and the conclusion
  does not say the opposite (removed / stays);
* can — the conclusion's first sentence does not say the opposite yes/no;
* winner — the conclusion names no other winner (nor one when the value is "none").

Where the row has a blind `check`, the structured value is compared with it too (a "what happens"
status given for a can / destroyed / number check is a disagreement: it is no answer to it; a
number verdict agrees only when it is the one checked number, `[n]`, since round 8).

    .venv/bin/python benchmarks/verdict_consistency.py [--verbose]
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
from collections import Counter
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BLIND = ROOT / "benchmarks" / "data" / "blind_round5"
_WHO = {"自分": "self", "相手": "opponent", "なし": "none", "引き分け": "draw"}
# a parenthesis of cited rule numbers: 「(10.17.1.1、10.17.1)」「(7-1-4-1)」
_RULES = re.compile(r"\((?:[0-9]+[0-9a-z.\-]*[、,]?\s*)+\)")
_NUMBER = re.compile(r"(?<![0-9.\-])-?[0-9]+(?![0-9.\-])")
_UNIT = r"\s*(?:点|枚|体|回)?"
# 「3000から2500になります」: the number before a change and the one it becomes
_FROM_TO = re.compile(rf"(-?[0-9]+){_UNIT}\s*から\s*(-?[0-9]+){_UNIT}\s*(?:に|へ)")
# 「400点のダメージを100点軽減し、300点の…」「…軽減されて300点になります」: a modified amount
_MODIFIED = re.compile(rf"(-?[0-9]+)(点|枚)?の[^。]{{0,12}}?を\s*-?[0-9]+{_UNIT}\s*(?:軽減|増加|減ら)")
_BECOMES = re.compile(r"(?:され|し)て\s*(-?[0-9]+)(点|枚)?\s*(?:に|と)なり")
# kiseki's 軌跡 is where a removed UNIT goes (705.6: 「軌跡に置かれ、場から取り除かれます」)
# kiseki's 「スタンします」 too: a destroyed ask about a UNIT is answered by its stun
# (reading/stunned_fate.py, 1306.2a), which keeps it on the field
_REMOVED = re.compile(
    r"破壊され|KOされ|殺され|(?:トラッシュ|墓場|オヒガン|軌跡)に置[かいきく]|墓地に|退場|消滅|場から取り除かれ|場を離れ"
    r"|スタンし(?:ます|、)"
)
_STAYS = re.compile(
    r"(?:破壊|KO|殺)(?:され|でき)(?:ません|ない|ず)|場に残|トラッシュには置かれません|(?:墓地|墓場)に(?:は)?(?:行き|置かれ)ません"
    r"|ありません|無傷"
)
# 「両方のフォロワーが破壊され」: every card of the fight leaves, the asked one too
_BOTH = re.compile(r"(?:両方|両者|お互い|互いに|相打ち|相討ち)[^。]{0,20}(?:破壊され|KOされ|殺され)")
_NO = re.compile(
    r"できません|認められ(?:ない|ません)|行えません|出せません|支払えません|発動しません|誘発しません"
    r"|選べません|満たしません|使えません|引けません|ことにはならず"
)
# a can ask denied at the end of the question (「払えない?」「できなくない?」「払えませんか?」)
_NEGATIVE = re.compile(r"(?:な[いく]|ません|ねえ)[^。??]{0,6}[??]\s*$")
_YES = re.compile(r"できます|出せます|支払えます|発動します|誘発します|選べます|使えます|満たします")
_WON = re.compile(r"(自分|相手)(?:が|の)(?:勝利|勝ち)")
_LOST = re.compile(r"(自分|相手)(?:は|が)[^。]{0,30}?(?:敗北し|敗北す|負け)")
_DRAW = re.compile(r"引き分け|両者(?:とも|が)?(?:同時に)?敗北")
_NOBODY = re.compile(
    r"まだ(?:誰も)?(?:敗北|勝利)し(?:ません|ない)|決着(?:しません|はつきません|しない)|勝者はいません"
)


def conclusion(summary: str) -> str:
    """The simulated conclusion as the answer's first line says it, without its cited rule numbers."""
    first = summary.split("\n")[0].removeprefix("シミュレーション結果:").strip()
    return _RULES.sub("", first)


def _numbers(text: str) -> list[int]:
    return [int(n) for n in _NUMBER.findall(text)]


def _modified(text: str) -> tuple[set[int], set[int]]:
    """The numbers the conclusion says and then changes (before) and what they become (after)."""
    before: set[int] = set()
    after: set[int] = set()
    for m in _FROM_TO.finditer(text):
        before.add(int(m.group(1)))
        after.add(int(m.group(2)))
    for m in _MODIFIED.finditer(text):
        before.add(int(m.group(1)))
    for m in _BECOMES.finditer(text):
        after.add(int(m.group(1)))
        # the same unit said earlier in the conclusion: the amount it was before
        unit = m.group(2) or ""
        earlier = re.findall(rf"(?<![0-9.\-])(-?[0-9]+){unit}(?![0-9.\-])", text[: m.start()]) if unit else []
        before.update(int(n) for n in earlier)
    return before - after, after


# 「相手のライフは何枚になる?」「ダメージ・ゾーンは最終的に何枚?」「絆は残りいくつ?」: the word asked for
# what it ends at (not a change: 「何点減る」「失う絆」)
_ASKED_WORD = re.compile(
    r"([ァ-ヺー一-龯A-Za-z]{1,8}(?:!!)?)\s*(?:(?:は|が|って)?\s*(?:最終的に|結局|残り)?|[、,]\s*(?:最終的に|結局|残り))\s*(?:何[枚点体]|いくつ)"
    r"(?!\s*(?:の)?\s*(?:減|失|受け|与え|引|捨|増|払|置|移|戻|回復|上が|下が))"
)


def _ends_at(question: str, said: str) -> set[int]:
    """The values the conclusion says the asked player quantity ends at (「ライフは3000から2500に」: 2500)."""
    asked = _ASKED_WORD.search(question)
    if asked is None:
        return set()
    word = re.escape(asked.group(1))
    start = r"(?:-?[0-9]+\s*[点枚]?\s*から\s*)?"  # 「3000から」: the value before
    ended = rf"{word}(?:は|が)\s*(?:残り)?\s*{start}(-?[0-9]+)(?![0-9.\-])(?!\s*[点枚]?\s*から)"
    found = re.finditer(ended, said)
    return {int(m.group(1)) for m in found}


def text_disagreements(verdict: Mapping[str, Any], summary: str, question: str = "") -> list[str]:
    """How a STATED structured verdict disagrees with the answer's conclusion (empty: it agrees);
    `question`: the question, whose asked player quantity the conclusion may say the value of."""
    if not verdict.get("stated"):
        return []
    asks, value = verdict.get("asks"), verdict.get("value")
    said = conclusion(summary)
    first = said.split("。")[0]
    stays = bool(_STAYS.search(said))
    out: list[str] = []
    if asks == "number":
        if not isinstance(value, list) or not value or not all(isinstance(v, int) for v in value):
            return [f"number: the value {value!r} is no list of numbers"]
        numbers = set(_numbers(said))
        unsaid = [v for v in value if v not in numbers]
        if unsaid:
            out.append(f"number: {unsaid} not said in the conclusion")
        ends = _ends_at(question, said)
        if ends and not set(value) & ends:
            out.append(f"number: the conclusion says the asked quantity is {sorted(ends)}")
        before, after = _modified(said)
        if set(value) & before and not set(value) & after:
            out.append(f"number: {sorted(set(value) & before)} is said before its change to {sorted(after)}")
    elif asks == "destroyed":
        if not isinstance(value, (bool, list)):
            return [f"destroyed: the value {value!r} is no bool / removed cards"]
        removed = bool(_REMOVED.search(said))
        # the conclusion may tell another card's fate (「アイサツされたキャラが殺されます」 for
        # 「こっちも死ぬ?」): only a conclusion that removes nothing, or every card, contradicts it
        if value and not removed:
            out.append("destroyed: the value says removed, the conclusion removes no card")
        if not value and _BOTH.search(said) and not stays:
            out.append("destroyed: the value says it stays, the conclusion removes every card")
    elif asks == "can":
        if value not in ("yes", "no"):
            return [f"can: the value {value!r} is no yes/no"]
        # the first sentence says the opposite and no sentence of the conclusion says the value
        # (「拠点からプレイできますが、…CPが足りずプレイできません」 says no after a rule that allows it)
        if value == "yes" and _NO.search(first) and not _YES.search(said):
            out.append("can: the value says yes, the conclusion says no")
        if value == "no" and _YES.search(first) and not _NO.search(said):
            out.append("can: the value says no, the conclusion says yes")
        # 「払えない?」 answered 「はい、払えません。」: はい to a negative ask agrees that it cannot
        reply = re.match(r"(はい|いいえ)、", first)
        if reply is not None and (reply.group(1) == "はい") != (
            value == "no" if _NEGATIVE.search(question) else value == "yes"
        ):
            out.append(
                f"can: the value is {value!r}, the reply {reply.group(1)!r} to the question says the other"
            )
    elif asks == "winner":
        said_who = _said_winner(said)
        if said_who is not None and said_who != value:
            out.append(f"winner: the value is {value!r}, the conclusion says {said_who!r}")
    return out


def _said_winner(said: str) -> str | None:
    won = _WON.search(said)
    if won is not None:
        return "self" if won.group(1) == "自分" else "opponent"
    if _DRAW.search(said):
        return "draw"
    lost = _LOST.search(said)
    if lost is not None and not re.search(r"敗北し(?:ません|ない)", said[lost.start() : lost.end() + 4]):
        return "opponent" if lost.group(1) == "自分" else "self"
    if _NOBODY.search(said):
        return "none"
    return None


def check_disagreements(verdict: Mapping[str, Any], check: Mapping[str, Any] | None) -> list[str]:
    """How a STATED structured verdict disagrees with a blind row's `check` (what a right answer says)."""
    if not verdict.get("stated") or not check or check.get("asks") == "rule":
        return []
    want, asks, value = check.get("value"), verdict.get("asks"), verdict.get("value")
    kind = check.get("asks")
    if asks == "outcome" and isinstance(value, Mapping):
        if kind != "winner":
            return [f"check: a game status {dict(value)} for a {kind} question"]
        got = value.get("winner") if value.get("result") == "game_over" else "none"
        return [] if got == _WHO.get(str(want)) else [f"check: winner {got!r}, check {want!r}"]
    if asks != kind:
        return [f"check: a {asks} verdict ({value!r}) for a {kind} question"]
    if kind == "number":  # one number asked, one stated (not the checked one among several)
        return [] if value == [want] else [f"check: {value!r}, check {want!r}"]
    if kind == "can":
        return [] if (value == "yes") == bool(want) else [f"check: {value!r}, check {want!r}"]
    if kind == "destroyed":
        return [] if bool(value) == bool(want) else [f"check: {value!r}, check {want!r}"]
    if kind == "winner":
        return [] if value == _WHO.get(str(want)) else [f"check: {value!r}, check {want!r}"]
    return []


def questions() -> Iterator[tuple[str, dict[str, Any]]]:
    """(set, row) for every situation question: the seen blind batches, the reading-gate sets (dev
    included when ../shared/eval/dev.jsonl exists)."""
    for path in sorted(BLIND.glob("batch_*/*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and (row := json.loads(line)).get("kind") == "scenario":
                yield path.parent.name, row
    sets = importlib.import_module("benchmarks.reading_gate").sets
    for name, rows, checks in sets():
        for row in rows:
            if row["id"] in checks:
                yield name, row


def answered(question: str, game: str) -> tuple[dict[str, Any], str]:
    """The structured verdict and the conclusion line as `/ask` gives them (`Answerer.ask`: situate,
    then the composer's first line `built.summarize`; a withheld verdict shows no simulation)."""
    from service.answering.plans import situate

    gated, _ = situate(question, game)
    verdict = gated.accounting.verdict.to_json()
    if gated.sim is None or gated.built is None:
        verdict["stated"] = False
        return verdict, ""
    return verdict, gated.built.summarize(gated.sim.result)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--verbose", action="store_true", help="print the conclusion of each disagreement")
    args = parser.parse_args()
    counts: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    for name, row in questions():
        verdict, summary = answered(row["question"], row["game"])
        counts["questions"] += 1
        if not verdict.get("stated"):
            continue
        counts["stated"] += 1
        text = text_disagreements(verdict, summary, row["question"])
        checked = check_disagreements(verdict, row.get("check"))
        counts["text_disagreements"] += bool(text)
        counts["check_disagreements"] += bool(checked)
        kinds.update(f"text {d.split(':')[0]}" for d in text)
        kinds.update(f"check {verdict['asks']}/{row['check']['asks']}" for _ in checked)
        for d in text + checked:
            print(f"{name} {row['id']} [{verdict['asks']} {verdict['value']}] {d}")
            if args.verbose:
                print(f"    Q: {row['question']}\n    A: {conclusion(summary)[:300]}")
    print("TOTAL", dict(sorted(counts.items())))
    print("by kind", dict(sorted(kinds.items())))


if __name__ == "__main__":
    main()
