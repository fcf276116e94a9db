"""ニンジャスレイヤーTCG: the card a 「+X/+Y」 written in a question is on (1303.1/1303.2), and the change
it sums to — the builders put it on that card (`gained`), and a 「+X/+Y」 on no card is unmodelled.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from service.answering.extract import CardMention, Facts

__all__ = ["GAIN", "OTHER_TURN", "gain_owner", "gained", "ikusa_gained"]

_LAYERS = Path(__file__).resolve().parents[1] / "lexicon" / "stat_layers.json"


@cache
def _ikusa_words() -> re.Pattern[str]:
    """「このイクサ中」 said right before a change (`stat_layers.json` "ikusa"): it ends at 706.8a."""
    return re.compile(str(json.loads(_LAYERS.read_text(encoding="utf-8"))["ikusa"]))


def _this_ikusa(facts: Facts, m: re.Match[str]) -> bool:
    return _ikusa_words().search(facts.text, max(0, m.start() - 14), m.start()) is not None


# 「+1/+1を得た」 (1303): a change to カラテ/耐久力 the scenario can carry on the card it is written on
GAIN = re.compile(r"([+-])\s*([0-9]+)\s*/\s*([+-])\s*([0-9]+)")
# another turn than the one told first (「次のターン」「前の相手のターン」): a 「このターン」 change may
# have ended
OTHER_TURN = re.compile(r"(?:次|前|先|翌)の\s*(?:自分の|相手の|俺の)?\s*ターン|(?:前|次)ターン")
# the card noun a 「+X/+Y」 is given to: 「キャラに+2/+0」「キャラにコトダマで+2/+0」「キャラへジツの効果で」
_GIVEN_TO = re.compile(r"\s*(?:\([^()]*\))?\s*(?:に|へ)\s*(?:[^。!?!?、\s]{1,14}?で)?\s*")


_SUBJECT_APART = re.compile(
    r"\s*(?:\([^()]*\))?\s*(?:が|は|も)\s*[、,]\s*(?:このターン|今ターン|いま|今|すでに|既に)?\s*(?:に|は)?\s*"
)
_CLAUSE_ENDS = re.compile(
    r"[」』\"”]?\s*(?:を)?\s*(?:もらっ|得|受け|付い|付け(?:られ)?|かけ(?:られ)?|され)(?:た|て)?\s*(?:る|いる)?\s*"
    r"(?:状態(?:で|の(?:まま)?)|まま|[、,])"
)


_OBJECT = re.compile(r"\s*(?:\([^()]*\))?\s*を\s*")
_MADE = re.compile(r"[」』\"”]?\s*(?:に)?\s*(?:し|さ\s*せ)(?:て|た)")
# a 「+X/+Y」 quoted as the card's text (「キャラが「+2/+0」を得て」): the marks join nothing
_QUOTES = re.compile(r"[「」『』\"“”]")


def _gap(facts: Facts, start: int, end: int) -> str:
    return _QUOTES.sub("", facts.text[start:end])


def gain_owner(facts: Facts, m: re.Match[str]) -> CardMention | None:
    """The card a 「+X/+Y」 is written on: the card it is said of (「自分のキャラ(カラテ2)が+1/+1を得て」,
    「相手のキャラが、このターン+1/+1もらった状態で…」) or given to (「カラテ2のキャラにコトダマで
    +2/+0」), else the next card in the phrase (「+1/+1を得た
    カラテ2のキャラ」), else the card before it."""
    before = next((c for c in reversed(facts.mentions) if c.end <= m.start()), None)
    # 「耐久力2のキャラが「このターン中+0/+3」を得た状態で」: a duration word between them is the change's
    if before is not None and re.fullmatch(
        r"\s*(?:\([^()]*\))?\s*(?:が|は|も)?\s*(?:いま|今|すでに|既に)?\s*"
        r"(?:(?:この|その)\s*(?:ターン|イクサ)\s*(?:中|の間|のあいだ)?\s*(?:に|は)?\s*[、,]?\s*)?",
        _gap(facts, before.end, m.start()),
    ):
        return before
    # 「相手のキャラが、このターン+1/+1もらった状態で…」: the subject across a comma and a time word,
    # when the gain's clause ends there (not 「…+0/+2もらった俺のキャラに」, a clause on the next card)
    if (
        before is not None
        and _SUBJECT_APART.fullmatch(_gap(facts, before.end, m.start()))
        and _CLAUSE_ENDS.match(facts.text, m.end())
    ):
        return before
    # 「カラテ2のキャラにコトダマで+2/+0を付けて、相手の…キャラにアイサツ」: the card given it with
    # 「に/へ」 takes it (1303.1), not the next card named after the clause (reading/bound.py misbound)
    if before is not None and _GIVEN_TO.fullmatch(_gap(facts, before.end, m.start())):
        return before
    # 「カラテ1のキャラを「+2/+0」してから…アイサツ」: the noun its を marks is made to take it
    if (
        before is not None
        and _OBJECT.fullmatch(_gap(facts, before.end, m.start()))
        and _MADE.match(facts.text, m.end())
    ):
        return before
    after = next((c for c in facts.mentions if c.start >= m.end()), None)
    if (
        after is not None
        and after.start - m.end() <= 24
        and not re.search(r"[。?!]", facts.text[m.end() : after.start])
    ):
        return after
    before = next((c for c in reversed(facts.mentions) if c.end <= m.start()), None)
    if (
        before is not None
        and m.start() - before.end <= 16
        and not re.search(r"[。?!]", facts.text[before.end : m.start()])
    ):
        return before
    return None


def gained(facts: Facts, mention: CardMention, *, ikusa: bool = False) -> list[int] | None:
    """[カラテ, 耐久力] changes written on `mention` (1303.1/1303.2), summed over every 「+X/+Y」 it has:
    those lasting the turn or longer, or (`ikusa`) those lasting 「このイクサ中」 only (706.8a)."""
    total: list[int] | None = None
    for m in GAIN.finditer(facts.text):
        if gain_owner(facts, m) is not mention or _this_ikusa(facts, m) is not ikusa:
            continue
        x = int(m.group(2)) * (1 if m.group(1) == "+" else -1)
        y = int(m.group(4)) * (1 if m.group(3) == "+" else -1)
        total = [x, y] if total is None else [total[0] + x, total[1] + y]
    return total


def ikusa_gained(facts: Facts, mention: CardMention) -> list[int] | None:
    """The changes on `mention` lasting 「このイクサ中」 only: the engine's ``ikusa_gained`` (706.8a)."""
    return gained(facts, mention, ikusa=True)
