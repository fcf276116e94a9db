"""ニンジャスレイヤー plan: a コトダマ entered while a damage check is on top of the コトダマ空間.

802.4: while the top of the コトダマ空間 is a damage check process (1103), the player with priority
may only pass — 「ダメージチェックがコトダマ空間に積まれた。めくられる前に手札のコトダマを撃てる?」
is refused, whoever's アイサツ it was and whichever check is next.

Run: the アイサツ to a player (工作力 told, else 1: named in the notes) places its damage checks; the
asker tries the コトダマ at the priority a damage check on top gives (``on_check``). Whose アイサツ
must be read (「相手のアイサツが通って」 / 「自分のアイサツが通って」「相手にアイサツが通って」); a moment
after the checks (「全部終わった後」), cards, keywords or other counts are not this plan's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks
from service.answering.reading.card_text import quoted
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.moments import moment_spans
from service.answering.reading.moments import said as moment_said
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, refusal, tell
from service.engine.scenario import SimulationResult

_CHECK = re.compile(r"ダメ(?:ージ)?\s*・?\s*チェ")
_AFTER_ALL = re.compile(
    r"(?:全部|すべて|全て)\s*(?:の\s*)?(?:ダメージチェック)?\s*(?:が|を)?\s*(?:終わ|解決(?:され|し)(?:た|終))|終わった後|済んだ後"
)
# a damage check on the コトダマ空間 at the asked moment (「積まれた」「チェック中」「1つ目が解決した直後」)
_ON_TOP = re.compile(
    r"積まれ|乗って|置かれ(?:た|て)|一番上|チェック中|途中|合間|めく(?:られ|る)前|(?:[0-9１-９]|一|二|三)\s*つ目|残り"
)
# something else on top of the checks (「一番上は相手の撃ったコトダマ」「その上にウケミ能力が乗った」):
# 802.4's pass-only holds only while a damage check is the top
_OTHER_TOP = re.compile(
    r"(?:一番上|その上|チェック処理の上)\s*(?:は|が|に|には)\s*[^。、?？]{0,12}?(?:コトダマ(?!空間)|能力|ウケミ|カード)"
)
# a moment before the checks are placed (the declaration's priority, 705.2): the entry is allowed there
_BEFORE = re.compile(
    r"宣言|ダメージ\s*・?\s*チェック(?:処理)?\s*(?:が|を)?\s*(?:置かれる|積まれる|始まる|行われる)?\s*前"
)
_THEIRS = re.compile(r"相手の\s*(?:[^。、?？]{0,12})?アイサツ|アイサツ\s*(?:を)?\s*(?:食ら|くら|受け|され)")
_MINE = re.compile(
    r"(?:自分|俺|私|こっち)の\s*(?:[^。、?？]{0,12})?アイサツ|相手(?:プレイヤー)?(?:本体)?に\s*(?:[^。、?？]{0,6})?アイサツ"
)
NOTE = (
    "アイサツしたキャラの工作力は書かれていないので1としています"
    "(ダメージチェック処理が一番上にある間は何枚でも同じです)。"
)

UNSAID_NOTE = (
    "ダメージチェック処理を置いたのが誰のアイサツかは書かれていないので、{}のアイサツとしています"
    "(ダメージチェック処理が一番上の間は、どちらのプレイヤーもパスしか行えません、802.4)。"
)


def _kotodama_entry(reading: Reading, asked: Fact) -> bool:
    """The asked エントリー is a コトダマ's (`lexicon/moments.json` `kotodama_entry`)."""
    return any(
        start < asked.end <= end + 1 for start, end in moment_spans(reading.text, GAME, "kotodama_entry")
    )


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.OWNER, Role.NEUTRAL, Role.TERM, Role.NUMBER):
        return True  # the numbers are `_checks_said`'s
    if f.role is Role.STATE:  # 「縦向きのエテルを使って」: what would pay, run as told (802.4 refuses anyway)
        return f.concept == "active" and not f.negated
    if f.role is Role.TURN:  # 「1つ目が解決した直後」: between the checks; 「非ターンプレイヤーのこっち」
        return f.concept == "check_moment" or (f.concept in ("self_turn", "opponent_turn") and not f.negated)
    if f.negated:
        return False
    if f.role is Role.ACTION:  # 「エテルを使って」: the payment of the コトダマ tried
        return f.concept in ("aisatsu", "attacked", "cast", "ikusa", "use")
    if f.role is Role.STAT:  # 「コスト1のコトダマ」: its cost, run as told
        return f.concept in ("kousaku", "cost") and isinstance(f.value, int)
    if f.role is Role.MODIFIER:
        return f.concept == "checks" and isinstance(f.value, int)
    if f.role is Role.CARD:
        return f.concept == "character"
    if f.role is Role.QUANTITY:  # 「エテルは縦が2枚ある」: what pays the コトダマ, run as told
        return f.concept == "etel" and isinstance(f.value, int) and f.owner in (None, "self")
    return False


# 「1枚目のダメージチェック処理」「2つ目のダメチェ」: which check is on top (802.4 holds for every one)
_NTH_CHECK = re.compile(
    r"\s*(?:の)?\s*(?:ダメ(?:ージ)?\s*・?\s*チェ|チェック)|\s*(?:を|が)?\s*(?:めく|解決(?:する|される)\s*前)"
)  # 「2つ目を解決する前に」 (audit 29c)
# 「相手のアイサツで2点もらって」: the アイサツ's damage, one check per point (1003.2)
_TAKEN = re.compile(
    r"\s*点\s*(?:の\s*(?:イクサ)?ダメージ\s*を?\s*)?(?:もら|食ら|くら|受け|喰ら|通|与え|入れ)"
    r"|\s*点\s*分\s*(?:の)?\s*(?:ダメージ)?\s*・?\s*(?:チェック|ダメチェ)"  # 「3点分のダメージチェック中」
)


def _checks_said(reading: Reading) -> tuple[list[int], list[int]] | None:
    """The bare numbers of the question: the damage the アイサツ dealt (a count of checks) and the
    ordinals of the checks (「1枚目の」: which is on top); None when one is anything else."""
    out: list[int] = []
    nth: list[int] = []
    for f in reading.of(Role.NUMBER):
        if not isinstance(f.value, int):
            return None
        if f.concept == "ordinal" and _NTH_CHECK.match(reading.text, f.end):
            nth.append(f.value)
            continue
        if (
            f.concept == "number"
            and _TAKEN.match(reading.text, f.end)
            and "アイサツ" in reading.text[: f.start]
        ):
            out.append(f.value)
            continue
        return None
    return out, nth


# 「…が終わったあと」「2枚目をめくり終わった」: a check told done — none may be left on top
# (「解決される前に」「終わる前」: a moment before the end, no end told — bb-21 had withheld)
_ENDED = re.compile(r"(?:終わ|済ん|済ませ|解決(?:され|し))(?!る\s*(?:前|まで))")
# 「コトダマは撃てないけど、パスはできる?」: the entry told refused, another thing asked
_REFUSED = re.compile(r"\s*な(?:い|く)\s*(?:けど|けれど|が|から|ので|し|[、。])")


def _none_left(reading: Reading, n: int) -> bool:
    """A check told ended with no later check said to be left: only an ordinal below the count, right
    before the words of its end (「1枚目をめくり終わった」 of 3), or a moment between the checks the
    lexicon read (「1つ目が解決した直後、残り2つ」) leaves one on top (802.4)."""
    text = reading.text
    between = [f for f in reading.facts if f.role is Role.TURN and f.concept == "check_moment"]
    ordinals = [f for f in reading.of(Role.NUMBER) if f.concept == "ordinal" and isinstance(f.value, int)]
    for m in _ENDED.finditer(text):
        if any(f.start <= m.start() < f.end for f in between):
            continue
        near = [f for f in ordinals if f.end <= m.start() and m.start() - f.end <= 10]
        if not near or int(near[-1].value or 0) >= n:
            return True
    return False


def kotodama_on_check(reading: Reading) -> BuiltScenario | None:
    text = reading.text
    said = _checks_said(reading)
    if said is None or len(said[0]) > 1:
        return None
    taken, nth = said
    if asks(reading) != "can" or not _CHECK.search(text) or _AFTER_ALL.search(text):
        return None
    if not _ON_TOP.search(text) or _BEFORE.search(text) or _OTHER_TOP.search(text):
        return None
    asked = asked_action(reading)
    # 「コトダマカードをエントリーできる?」: the rulebook's verb for the same act as 撃つ (1207.1)
    entered = asked is not None and asked.concept == "play" and _kotodama_entry(reading, asked)
    # 「手札のコトダマ「キャラクターを1人選び、…」で割り込める?」: the text of the コトダマ tried never
    # resolves (802.4 refuses its entry whatever it says), so its words are read whole
    quotes = tuple((s, e) for s, e, _body in quoted(text))
    inside = {id(f) for f in reading.facts if any(s <= f.start and f.end < e for s, e in quotes)}
    if not all(_fits(f) or (f is asked and entered) or id(f) in inside for f in reading.facts):
        return None
    if (
        asked is None
        or not (asked.concept == "cast" or entered)
        or "パス" in text
        or _REFUSED.match(text, asked.end)
    ):
        return None
    theirs, mine = bool(_THEIRS.search(text)), bool(_MINE.search(text))
    turns = {f.concept for f in reading.of(Role.TURN)}
    # the checks told on top by the top or by a moment between them (「1つ目が解決した直後」, audit 29c)
    between = any(f.concept == "check_moment" for f in reading.of(Role.TURN))
    unsaid = not theirs and not mine and (moment_said(text, GAME, "check_on_top") or between)
    if unsaid:
        # 「一番上がダメージチェック処理のとき」 with no アイサツ told: 802.4 holds for whoever has priority,
        # so the turn told (else the opponent's) seats the アイサツ — a named default
        mine, theirs = "self_turn" in turns, "self_turn" not in turns
    if theirs == mine:
        return None  # whose アイサツ placed the checks is not read
    if ("opponent_turn" in turns and mine) or ("self_turn" in turns and theirs):
        return None  # the turn told is not the アイサツ's player's (704.1: the turn player アイサツs)
    kousaku = [int(f.value or 0) for f in reading.of(Role.STAT) if f.concept == "kousaku"]
    costs = [int(f.value or 0) for f in reading.of(Role.STAT) if f.concept == "cost"]
    etel = [int(f.value or 0) for f in reading.of(Role.QUANTITY)]
    if len(costs) > 1 or len(etel) > 1:
        return None
    checks = {int(f.value or 0) for f in reading.of(Role.MODIFIER)} | set(taken)
    if len(kousaku) > 1 or len(checks) > 1 or (kousaku and checks and checks != set(kousaku)):
        return None
    n = kousaku[0] if kousaku else (checks.pop() if checks else max([1, *nth]))
    if n < 1 or any(k > n for k in nth):
        return None  # 「2点もらって…3枚目のチェック」: no such check
    if _none_left(reading, n):
        return None  # 「2枚目をめくり終わった」 of 2, 「そのチェックが終わったあと」: no check left on top
    asker = PLAYER2 if theirs else PLAYER1
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": [{"id": "a", "name": "アイサツしたキャラ", "kousaku": n}]},
        "actions": [
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": PLAYER2},
            {"kind": "kotodama", "player": asker, "card": "k", "on_check": True},
        ],
    }
    cost = costs[0] if costs else 1
    card = {"id": "k", "name": "手札のコトダマ", "kind": "kotodama", "cost": cost}
    payload.setdefault(asker, {}).update({"etel": etel[0] if etel else max(1, cost), "hand": [card]})
    notes = () if kousaku or reading.of(Role.MODIFIER) or taken or nth else (NOTE,)
    if unsaid:
        notes = (*notes, UNSAID_NOTE.format("自分" if mine else "相手"))
    who = Sides(asker, {asker: "自分", (PLAYER2 if asker == PLAYER1 else PLAYER1): "相手"})

    def head(sim: SimulationResult) -> str:
        if refusal(sim) is not None:
            return (
                "撃てません。コトダマ空間の一番上がダメージチェック処理である間、優先権を持つプレイヤーは"
                "パスしか行えません(802.4)"
            )
        return "撃てます"

    types = ("damage_check_placed", "rejected")
    told = tell(head, who, types, 2)
    return BuiltScenario(f"{GAME}.plan.kotodama_on_check", payload, told, notes, quotes)
