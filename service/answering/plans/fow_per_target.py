"""Who a per-count damage effect (`fow_per_count`) is used by and aimed at, read outside its quoted card
text: the passive's agent (「相手に「…」を撃たれた」), the player marked に/が/は around the quote, the
target told by the noun 対象 (「対象は自分」), else the quote's own 「相手プレイヤー」.
"""

from __future__ import annotations

import re

from service.answering.plans.fow_common import of, quoted
from service.answering.plans.fow_hands import UNTOLD_USER
from service.answering.reading.model import OTHER_OWNER, Fact, Reading, Role

_FACING = ("食ら", "くら", "喰ら", "受け", "もら")


def outside_quote(f: Fact, quote: tuple[int, int]) -> bool:
    return f.end <= quote[0] or f.start >= quote[1]


# 「相手に「…」を自分に撃たれた」: a passive — the owner marked に before the quote uses the effect
PASSIVE = re.compile(r"[^。??\n]*?(?:撃た|使わ|打た|食らわさ|くらわさ|喰らわさ|当てら|ぶつけら)れ")


def agent_of(reading: Reading, quote: tuple[int, int]) -> Fact | None:
    """The passive's agent: the one owner word marked に right before the quote in its sentence, when the
    sentence goes on to a passive verb (「相手に『…』を自分に撃たれた」)."""
    if not PASSIVE.match(reading.text, quote[1]):
        return None
    start = max(reading.text.rfind(c, 0, quote[0]) for c in "。??\n") + 1
    marked = [
        o
        for o in of(reading, Role.OWNER)
        if start <= o.start and o.end <= quote[0] and reading.text.startswith("に", o.end)
    ]
    return marked[-1] if len(marked) == 1 else None


def player_target(reading: Reading, quote: tuple[int, int], controller: str) -> str | None:
    """The player the effect hits: an owner word marked に after the quote (「を相手に撃った」) or
    before it in its sentence (「相手プレイヤーに『…』」), one marked が/は that takes it (「自分が
    食らった」), else the quote's own 「相手プレイヤー」 (the controller's other player)."""
    text = reading.text
    agent = agent_of(reading, quote)
    marked = {
        str(o.owner)
        for o in of(reading, Role.OWNER)
        if outside_quote(o, quote)
        and o != agent  # 「相手に『…』を自分に撃たれた」: the user, not the target
        and quoted(reading, o) is None  # another card text's 「あなたに」 is that card's, not this aim
        and o.owner in OTHER_OWNER
        and (text.startswith("に", o.end) or text.startswith("プレイヤーに", o.end))
    }
    told = told_target(reading, quote)
    if told == "?":
        return None  # 「俺は対象になってない」: who is the target is not said
    if told is not None:
        if marked - {told}:
            return None
        return told
    if len(marked) == 1:
        return marked.pop()
    if marked:
        return None
    if controller == "opponent" and PASSIVE.match(text, quote[1]):
        return "self"  # 「相手の呪文で「…」を撃たれた」: the passive of one who suffers it — the asker is hit
    facing = {
        str(o.owner)
        for o in of(reading, Role.OWNER)
        if o.start >= quote[1]
        and quoted(reading, o) is None  # 「相手は「次にあなたが受ける…軽減」を持ってる」: that card's text
        and o.owner in OTHER_OWNER
        and text[o.end : o.end + 1] in ("が", "は")
        and any(w in text[o.end : o.end + 8] for w in _FACING)
    }
    if len(facing) == 1:
        return facing.pop()
    inside = text[quote[0] : quote[1]]
    if "相手プレイヤー" in inside or "相手に" in inside:
        return OTHER_OWNER[controller]
    return None


# 「対象は自分」「対象:相手」「自分が対象」: the target told as a noun outside the quote
_TARGET_IS = re.compile(r"対象(?:は|が|:|：|=)\s*$")
_IS_TARGET = re.compile(r"\s*(?:プレイヤー)?\s*(?:が|は|を)\s*対象(?!の)")
# 「(俺は対象)になってない」「(対象は相手)じゃない」「(対象)にされなかった」: the player told not the target
_NOT_TARGET = re.compile(
    r"\s*(?:プレイヤー|自身)?\s*(?:(?:に|と)(?:は|も)?\s*(?:(?:なら|され|選ばれ|取られ|とられ)な"
    r"|(?:なっ|され|選ばれ|取られ|とられ)て(?:は)?(?:い)?な)|(?:じゃ|では)(?:は)?な|以外)"
)


def told_target(reading: Reading, quote: tuple[int, int]) -> str | None:
    """The one player told as the target by the noun 対象 outside the quote (「…使ってきて、対象は自分」);
    "?" when a player is told NOT to be the target (「俺は対象になってない」「対象は相手じゃない」): who
    is, a player or a card, is not said (the asker had been hit, 10.6.2)."""
    text = reading.text
    told: set[str] = set()
    for o in of(reading, Role.OWNER):
        if not outside_quote(o, quote) or quoted(reading, o) is not None or o.owner not in OTHER_OWNER:
            continue
        before = _TARGET_IS.search(text, max(0, o.start - 4), o.start)
        after = _IS_TARGET.match(text, o.end)
        if before is None and after is None:
            continue
        if _NOT_TARGET.match(text, after.end() if after is not None else o.end):
            return "?"
        told.add(str(o.owner))
    return told.pop() if len(told) == 1 else None


# 「手札から撃った」「手札3枚(この呪文を含む)」「撃つ時点で手札は3枚」: a hand told with the played card in it
# or at its play — the count at resolution (「解決時点で手札4枚」 is it) is not told (audit 14: 700 stated)
HAND_WHEN = re.compile(
    r"手札から|含め|含む|含んで|込み|(?:撃|打|使|プレイ|唱え|宣言)(?:つ|う|る|す|った|した)?\s*(?:時点|時|とき|前)"
)


# 「相手が」「自分は」「自分のスペル」「相手のリゾネイターの能力で」: the player using the effect (not
# 「相手のリゾネイターに」, its target, nor 「自分の手札が4枚」, a count)
_USER = re.compile(
    r"(?:が|は|の(?:スペル|呪文|カード|効果|能力|(?:J/)?(?:リゾネイター|ルーラー)(?:の|が持つ)(?:起動|自動|永続)?(?:能力|効果)))"
)

# 「「…」を撃ってきた」「「…」を俺に使ってきた」: an effect cast toward the asker (〜てきた), the other
# player's
_TOWARD = re.compile(
    r"\s*(?:を|で)?\s*(?:[^。、?？\n「」『』]{0,8}?(?:に|へ))?\s*(?:撃|打|使|発動し|プレイし|唱え)[っいし]?て\s*(?:き|く)"
)


def quote_controller(reading: Reading, quote: tuple[int, int], notes: list[str]) -> str | None:
    """Who uses the quoted effect: the owner word marked が/は/の last before the quote in its
    sentence (「相手が『…』を撃ってきた」「自分のスペル『…』」), else the asker (named)."""
    start = max(reading.text.rfind(c, 0, quote[0]) for c in "。??\n") + 1
    said = [
        o
        for o in of(reading, Role.OWNER)
        if start <= o.start and o.end <= quote[0] and _USER.match(reading.text, o.end)
    ]
    if said:
        return said[-1].owner if said[-1].owner in OTHER_OWNER else None
    agent = agent_of(reading, quote)
    if agent is not None:
        return agent.owner if agent.owner in OTHER_OWNER else None
    if _TOWARD.match(reading.text, quote[1]):
        return "opponent"  # 「「…」を撃ってきた」: cast toward the asker, by the other player
    notes.append(UNTOLD_USER)
    return "self"
