"""The number a stated verdict answers: which of the conclusion's numbers is the one asked (`_asked_numbers`:
the unit, an 「N体目まで」 bound, 「1枚につき」, a change asked against an end value told) and whether a
number dealt is not what was asked (`_dealt_not_asked`). Split from verdict.py so each stays under ~400
lines; `_questioned` (the sentence around a span ends in a question mark) is shared by both."""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.partial_effect import drawn_after

_END = re.compile(r"[。！?？]")  # not a half-width 「!」: onepiece's ドン!! is a word


# 「…手札枚数を教えて。」「何枚か知りたいです。」: a sentence ending in a request asks as a 「?」 does
_REQUEST = re.compile(r"(?:教えて|知りたい|答えて)\s*(?:ください|下さい|ほしい|欲しい|です|くれ|ね)?\s*$")


def _questioned(text: str, at: int) -> bool:
    """The sentence around `at` ends in a question mark or a request (or the question ends without
    one): sve-ae-11 asked 「何枚捨てる?」 then 「…手札枚数を教えて。」, and the second ask, not counted, left
    the discard count (0) stated for the hand count asked (9)."""
    end = _END.search(text, at)
    return end is None or end.group() in "?？" or bool(_REQUEST.search(text, at, end.start()))


_NUM = re.compile(r"(?<![0-9.\-])-?[0-9]+(?![0-9.\-])")
# 「手札は6枚になります」「体力は8になり」「手札は6枚です」「残り3枚」: the value a quantity ends at
_ENDS = re.compile(
    r"(?<![0-9.\-])(-?[0-9]+)\s*(点|枚|体|回|個)?\s*(?:(?:に|と)\s*な[りるっ]|です)|残り\s*(-?[0-9]+)"
)
# 「自分のデッキは0枚になります」: a sentence of the deck; 「カードを2枚引きます」「1枚ドロー」: of a draw
_DECK_SAID = re.compile(r"デッキ|山札")
_DRAWN_SAID = re.compile(r"[0-9]+\s*枚\s*(?:を)?\s*(?:引|ドロー)")
# 「2体目までは出せますが、3体目は出せません」: how many of the asked act the rules allow
_UP_TO = re.compile(r"(?<![0-9.\-])([0-9]+)\s*(体|枚|回|点|個|つ)目まで")
# 「それぞれいくつ?」「お互いの手札は何枚?」: one number asked of each player
_EACH = re.compile(
    r"(?:それぞれ|各々|各自|お互い|両方|両者|両プレイヤー)\s*(?:の)?\s*(?:[ァ-ヺー一-龯]{1,6})?\s*(?:は|が|って)?\s*$"
)
# 「何枚増える」「何点減る」: a change asked, not the value a quantity ends at
_CHANGE_ASKED = re.compile(
    r"\s*(?:の)?\s*(?:ダメージ)?\s*(?:減|失|受け|与え|引|捨|増|払|置|移|戻|回復|上が|下が)"
)


# 「手札に加えるカードは何枚?」「捨てたカードは何枚?」: the count a move takes, asked as its cards
_MOVED_ASKED = re.compile(
    r"(?:加え|加わ|捨て|引い|引く|引き|戻し|戻す|戻っ|置い|置く|送っ|送る|移し|移す)[たるっ]?\s*"
    r"(?:カード|ライフ|の)\s*(?:は|って|が)?\s*(?:全部で|合計)?\s*$"
)


# 「何枚手札に加える?」「ライフから何枚加わる?」: the cards a move adds, its verb after the ask (not
# 「何枚引く?」「何枚捨てる?」: those counts are their own sentences', 「1枚引きます」)
_MOVED_AFTER = re.compile(r"\s*(?:を)?\s*(?:[ァ-ヺー一-龯]{1,6}\s*(?:に|へ|から)\s*)?(?:加え|加わ)")


# 「エテルを2枚オジギして」「カード2枚をオジギして」「ドン!!を3枚レストにして」: cards an act turns in place
_TURNED = re.compile(
    r"(?<![0-9.\-])(-?[0-9]+)\s*枚\s*(?:を)?\s*(?:の\s*)?(オジギ|レスト|アクト|スタン|スタンド|アクティブ|リカバー)"
)
_BARE_COUNT = re.compile(r"\s*(?:ある|あり|です|だ|か|なの|[?？。]|$)")
_STATE_WORDS = re.compile(r"オジギ|レスト|アクト|スタン|アクティブ|リカバー|縦|横|寝|起き|立って|倒")


def _state_turned_only(text: str, ask: Fact, numbers: list[int], sentence: str) -> bool:
    """Every number of the conclusion's sentence counts cards an act turns in place (「エテルを2枚オジギして
    コスト(コスト2)を支払い」) while the asked phrase names no state and asks no change: the zone holds
    them still (1312.1), so no such number is its count (audit 18d: 「エテル・ゾーンのカードは何枚?」 had
    been answered 2, the エテル paid, for the 5 there)."""
    turned = [int(m.group(1)) for m in _TURNED.finditer(sentence)]
    if not turned or not numbers or any(n not in turned for n in numbers):
        return False
    asked_phrase = re.split(r"[。、,!！?？]", text[: ask.start])[-1]
    # 「何枚オジギする?」 asks the act's count: only a bare count (「…は何枚?」「何枚ある?」) is the zone's
    return not _STATE_WORDS.search(asked_phrase) and bool(_BARE_COUNT.match(text, ask.end))


def moved_asked(text: str, ask: Fact) -> bool:
    """「手札に加えるライフは何枚?」「何枚手札に加える?」: the count a move takes is asked, not a zone's."""
    return bool(
        _MOVED_ASKED.search(text, max(0, ask.start - 20), ask.start) or _MOVED_AFTER.match(text, ask.end)
    )


def _asked_numbers(
    reading: Reading, ask: Fact | None, numbers: list[int], sentence: str, unit: str
) -> list[int] | None:
    """One number per number asked (the contract of a number verdict: 「何枚?」 is answered by one
    number, 「手札は何枚増えて山札は何枚残る?」 by two, 「それぞれいくつ?」 by one of each player): a
    conclusion sentence with more numbers than were asked (「3ダメージを1回与え、相手リーダーの体力は8に
    なります」 for 「解決後いくつになる?」) gives the one a quantity ends at (8) — unless a change is asked
    — or how many the rules allow (「2体目までは出せますが」: 2); None when that leaves no one number."""
    text = reading.text
    if ask is not None and _left_of_several(reading, ask):
        return None
    if (
        ask is not None
        and drawn_after(text, ask.end)
        and _DECK_SAID.search(sentence)
        and not _DRAWN_SAID.search(sentence)
    ):
        # 「何枚ドローできて…?」 answered by 「自分のデッキは0枚になります」: the deck left is not the cards
        # drawn (audit 26f: 0 had been stated for the 2 a deck of 2 gives a 3-card draw)
        return None
    if ask is not None and _state_turned_only(text, ask, numbers, sentence):
        return None
    if ask is not None and moved_asked(text, ask):
        end_values = {int(m.group(1) or m.group(3)) for m in _ENDS.finditer(sentence)}
        if numbers and all(n in end_values for n in numbers):
            # 「相手がライフから手札に加えるカードは何枚?」 answered by 「相手のライフは1枚になります」: a
            # zone's end value is not the count moved (a final-code probe, round 17: 1 stated for the 2
            # cards a 【ダブルアタック】 hit moves, 10-1-2-1; round 20: 「何枚手札に加える?」, the verb after)
            return None
        numbers = [n for n in numbers if n not in end_values]
    asked = [f for f in reading.asks() if f.concept == "number" and _questioned(text, f.start)]
    wanted = max(1, len(asked))
    if ask is not None and _EACH.search(text[: ask.start]):
        wanted = max(wanted, 2)
    if len(numbers) <= wanted:
        return numbers
    if wanted == 1 and len(set(numbers)) == 1:
        return numbers[:1]
    if ask is None or not _CHANGE_ASKED.match(text, ask.end):
        ends = [int(m.group(1) or m.group(3)) for m in _ENDS.finditer(sentence)
                if not unit or m.group(2) in (unit, None)]  # fmt: skip
        # 「相手のリーダーの体力は2、自分のリーダーの体力は20になります」 for an ask naming no player: the
        # value one of them ends at is no answer to it (blind Q round, a 20 stated for the opponent's 2)
        both = (
            "自分" in sentence
            and "相手" in sentence
            and not re.search(
                r"自分|相手|俺|こっち|向こう",
                text[max(0, ask.start - 12) : ask.start] if ask is not None else "",
            )
        )
        if len(ends) == wanted and not both:
            return ends
    upto = {int(m.group(1)) for m in _UP_TO.finditer(sentence) if not unit or m.group(2) == unit}
    return [upto.pop()] if wanted == 1 and len(upto) == 1 else None


# 「何点になる?」「何枚残る?」: the value a quantity ends at is asked
_RESULT_ASKED = re.compile(r"\s*(?:に|と)\s*(?:なる|なります|なって|なっ)|\s*(?:残る|残ります|残って)")
# 「残りいくつ?」「残りは何点?」「残りって何点?」: what is left as the topic, before the ask
_LEFT_BEFORE = re.compile(r"残り\s*(?:は|って|が|、|,)?\s*(?:最終的に|結局|最後に)?\s*$")
# an ask with no noun of its own: after a sentence or clause, 残り, or a condition (「攻撃したらいくつに
# なる?」) — not 「自分の場のUNITは何体になる?」「デッキの残りは何枚?」, which name what they ask
_NO_NOUN = re.compile(
    r"(?:^|[。.!！?？、,]|(?<!の)残り\s*(?:は|って|が)?|(?:たら|なら|れば|ると|後|あと)\s*(?:は|って)?)\s*"
    r"(?:最終的に|結局|最後に)?\s*$"
)


def _left_of_several(reading: Reading, ask: Fact) -> bool:
    """The value a quantity ends at is asked (「残りいくつ?」「何点残る?」「いくつになる?」) while the
    question tells the values of two quantities or of two players (「自分の絆は8、相手の絆は10」): the
    conclusion's numbers (the 3 lost, the asker's 8 left) say which quantity's end is asked no better than
    the question — `quantity.asked_quantities`, which reads the asked owner or word, found none (kiseki
    round 12: 3 and 8 had been stated where the opponent's 7 was left)."""
    text = reading.text
    if not (_LEFT_BEFORE.search(text[: ask.start]) or _RESULT_ASKED.match(text, ask.end)):
        return False
    if not _NO_NOUN.search(text[: ask.start]):
        return False  # 「相手の絆は何点残る?」: the asked quantity named
    told = {
        (f.concept, f.owner)
        for f in reading.of(Role.QUANTITY)
        if not f.negated and f.start < ask.start and not _in_quote(text, f.start)
    }
    return len(told) >= 2


def _in_quote(text: str, at: int) -> bool:
    """`at` lies inside a quoted card text (「「あなたの手札1枚につき…」」 tells no hand of the question)."""
    return sum(text.count(c, 0, at) for c in "「『") > sum(text.count(c, 0, at) for c in "」』")


# 「絆を4点失います」「2点のダメージを受け」: a number said as a change in the conclusion
_CHANGE_SAID = r"\s*[点枚]?\s*(?:の)?\s*(?:ダメージ)?\s*(?:を|が)?\s*(?:失|減|受け|与え|回復|増|引き|捨て)"
# the counters of bodies (「何体?」「何人?」): only a number counted so answers them, never a bare value
BODIES = frozenset({"体", "人"})
_OTHER_UNIT = re.compile(r"\s*(?:点|枚|体|回|ダメージ|個|人)")  # not つ: it counts anything
# 「軽減されて300点になります」「修正されて4000になり」: what an amount said before became
_BECOMES = re.compile(r"(?:され|し)て\s*(-?[0-9]+)\s*(点|枚)?\s*(?:に|と)なり")


_DAMAGE_WORD = re.compile(r"ダメ(?:ージ)?")


def _dealt_not_asked(reading: Reading, ask: Fact, numbers: list[int], summary: str) -> bool:
    """The asking sentence names no damage (「いくつ残る?」, not 「ダメージは何点になる?」) and every number
    is said in the conclusion as damage (「300点のダメージが与えられる」), none as what a quantity ends at
    (「ライフは1000から700になります」「体力は8になります」)."""
    start = max(reading.text.rfind(c, 0, ask.start) for c in "。?？!！") + 1
    if _DAMAGE_WORD.search(reading.text[start : ask.end]):
        return False
    return all(
        re.search(rf"(?<![0-9.\-]){n}\s*点?\s*の?\s*ダメージ", summary)
        and not re.search(rf"(?:から|は)\s*{n}\s*(?:点|枚)?\s*(?:に|と)\s*な", summary)
        for n in numbers
    )


# 「相打ち?それとも相手だけKO?」「相手だけか、両方か、どっち?」: both cards or one offered as alternatives —
# a card removed is a 'yes' to each, so one yes/no says nothing of which (「残る?それとも消える?」 it does)


def counter(unit: str) -> str:
    """What follows a number counted in the ask's unit: 「何ダメージ?」 counts damage, said 「300点の
    ダメージ」 or 「2ダメージ」 (its 「ダ」 had matched no conclusion: fow's per-card damage was withheld,
    audit 24d)."""
    if unit == "点":
        # 「何点?」「何点入る?」 of a damage: 「3ダメージを1回与えます」 counts its points (the sentence had
        # been skipped and a later one's 「PPを0支払います」 stated, audit 25f)
        return r"\s*(?:点|ダメ)"
    return r"\s*(?:点\s*の?)?\s*ダメ" if unit == "ダ" else rf"\s*{re.escape(unit)}"


# 「相手が受けるダメージは合計300点です」: a damage named, then its total in 点 — the 「何ダメージ?」 asked
# (blind BA fow-ba-09: the sentence had been skipped as counting in another unit, and the per-trigger
# 「100点のダメージを1回で与える」 of the run's record stated for the total 300)
_DAMAGE_TOTAL = re.compile(r"ダメージ\s*(?:は|が|を)?\s*(?:合計|計|全部で|トータルで?)?\s*(-?[0-9]+)\s*点")


def counted_in(unit: str, sentence: str) -> list[str]:
    """The numbers of a conclusion's sentence counted in the ask's unit (none for no unit)."""
    if not unit:
        return []
    counted = re.findall(rf"(?<![0-9.\-])(-?[0-9]+){counter(unit)}", sentence)
    return counted or (_DAMAGE_TOTAL.findall(sentence) if unit == "ダ" else [])


def count_guessed(reading: Reading) -> bool:
    """A count of times guessed in an asking sentence (「3回?」「3回に分けて与えるの?」)."""
    return any(f.concept == "about:repeat" and _questioned(reading.text, f.start) for f in reading.asks())
