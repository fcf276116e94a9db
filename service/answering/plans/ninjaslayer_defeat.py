"""ニンジャスレイヤー plan: who has lost, from the players' ダメージ・ゾーン and デッキ the question
states, with nothing done (1002: a player with 10 or more cards in the ダメージ・ゾーン loses, or with no
card in the デッキ — checked by the rules at once, 1002.1). When both players lose at once the turn
decides (the engine's 1002.1 / 103.3), so the turn must be told; else the plan declines.

Built from the facts: QUANTITY damage_zone / deck with their owners (「お互いのデッキが0枚」 both),
asked who wins or what happens; any card, action or other count is not this plan's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import (
    GAME,
    UNOWNED_NOTE,
    asks,
    me,
    owner_untold,
    quantities,
    sides,
    zone_parts,
)
from service.answering.plans.ninjaslayer_base import unowned_quantities as unowned
from service.answering.plans.undone import undone_draw
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import result, tell
from service.engine.scenario import SimulationResult

_COUNTED = ("damage_zone", "damage_zone_face_down", "deck")
# the asker's own win asked (「俺の勝ち?」): said of an untold zone, the zone is likely the opponent's
_SELF_WINS = re.compile(r"(?:俺|自分|私|僕|こっち)\s*(?:の|が)?\s*勝")
# 「ただしこれは俺じゃなくてチームメイトの話」: the untold zone said not to be the asker's
_NOT_MINE = re.compile(r"(?:俺|自分|私|僕|こっち)\s*(?:の)?\s*(?:じゃ|では)\s*な")
# cards to come (「あと1枚入ったら」「もう2点食らったら」「1点もらったら」): the run holds the told zone only
_MORE = re.compile(
    r"(?:あと|もう)\s*[0-9０-９一二三四五六七八九]|(?:入っ|食らっ|くらっ|もらっ|受け|増え|置かれ|行っ|通っ)(?:たら|れば)"
)
# 103.3 「両方のダメゾンが同時に10枚」: both players' zones said with one count (one seat read)
_BOTH = re.compile(r"両方|お互い|両者|(?:2|二)人とも|どっちも|双方|同時")
# third persons (「Aさん」「チームメイト」「友達」): the verdict's self/opponent are the asker's
_THIRD = re.compile(r"[A-ZＡ-Ｚ]\s*さん|チームメイト|友達|友人|仲間|知り合い|[A-ZＡ-Ｚ]\s*(?:君|くん|ちゃん)")
# 「相手のダメゾンが10枚になった後、俺のデッキが0枚になった」: two losses told one after the other — the
# rule processing (1001) may have ended the game at the first (1002.1, 103.2) or met both at once (103.3);
# when it ran is untold (style audit 15b: run as both at once, the opponent's win stated by 103.3)
_ORDER = re.compile(
    r"(?:た|て|る)\s*(?:後|あと|のち)|その\s*(?:後|あと)|(?:先|さき)に|それから|続いて|遅れて|次に"
)
_AT_ONCE = re.compile(r"同時(?!\s*(?:じゃ|では|でな))")
_LIMIT = 60  # the engine's largest ダメージ・ゾーン (a count past 10 loses the same)


def defeat_state(reading: Reading) -> BuiltScenario | None:
    if asks(reading) not in ("winner", "outcome"):
        return None
    if reading.of(Role.CARD, Role.STAT, Role.KEYWORD, Role.MODIFIER, Role.STATE):
        return None
    if not all(undone_draw(reading, f) for f in reading.of(Role.ACTION)):
        return None  # an act to run (a denied draw is the position's own: nothing is done)
    mine = me(reading)
    counts = quantities(reading, mine)
    counts = zone_parts(reading, counts, mine) if counts else None  # 表向き/裏向き parts (1320.1)
    if not counts or any(concept not in _COUNTED for _seat, concept in counts):
        return None
    zone: dict[str, int] = {}
    for (seat, concept), n in counts.items():
        if concept != "deck":  # 1002.1: every card of the ダメージ・ゾーン, face up or down
            zone[seat] = zone.get(seat, 0) + n
    losing = {seat for seat, n in zone.items() if n >= 10} | {
        seat for (seat, concept), n in counts.items() if concept == "deck" and n == 0
    }
    if any(concept == "deck" and n > 0 for (_s, concept), n in counts.items()):
        return None  # a deck that has cards decides nothing here (no draw is told)
    turn = [f for f in reading.of(Role.TURN) if f.concept in ("self_turn", "opponent_turn") and not f.negated]
    if len(losing) == 2 and not turn:
        return None  # both lose at once: whose turn it is decides, and the question does not say
    if len(losing) == 2 and _ORDER.search(reading.text) and not _AT_ONCE.search(reading.text):
        return None  # one loss told after the other: whether the game ended at the first is untold
    payload: dict[str, Any] = {}
    for (seat, concept), n in counts.items():
        payload.setdefault(seat, {})[concept] = min(n, _LIMIT)
    who = sides(reading)
    notes = (UNOWNED_NOTE,) if unowned(reading) else ()
    if _THIRD.search(reading.text):
        return None  # 「Aさんのダメゾン10枚。Bさんの勝ち?」: which player is whom is not told
    if _BOTH.search(reading.text) and len({seat for seat, _c in counts}) < 2:
        return None  # 「両方同時に10枚」 read as one player's zone: both lose at once (103.3)
    if _MORE.search(reading.text):
        return None  # 「あと1枚入ったら負け?」: the zone asked about is the told one and more
    if owner_untold(reading) and (
        any(f.concept == "opponent" for f in reading.of(Role.OWNER))
        or _SELF_WINS.search(reading.text)
        or _NOT_MINE.search(reading.text)
    ):
        return None  # 「ダメゾン10枚。相手の負け?」: the untold zone may be the player the ask names

    def head(sim: SimulationResult) -> str:
        over = result(sim, who)
        if over:
            return over
        zones = "、".join(f"{who.name(seat)}は{n}枚" for seat, n in zone.items())
        return (
            f"まだ敗北しません。ダメージ・ゾーンのカードが10枚以上になったプレイヤーが敗北します(いま{zones})"
        )

    return BuiltScenario(f"{GAME}.plan.defeat_state", payload, tell(head, who, ("game_over",)), notes)
