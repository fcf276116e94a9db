"""永久循環 planned from the reading: a loop neither player can stop ends the game in a draw (11-1-1-1).

The question must say the loop cannot be stopped (the lexicon's ``loop_forced``: 「止める手段がない」
「止められない」) of both players in the same sentence (「どっちのプレイヤーも」「自分も相手も」「お互い」).
A loop one player can stop is 11-1-1-2 / 11-1-1-3: the game goes on after the declared count, and
what the repeated actions did is not read — so a loop said unstoppable by one player only, or one
that someone 「止められる」, gets no scenario here (withheld), nor does a loop told with any other
action, count or card state (what they change is not modelled).
"""

from __future__ import annotations

import re

from service.answering.plans.onepiece_cards import inside_parens
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.events import Result
from service.engine.scenario import SimulationResult

GAME = "onepiece"
# both players, said before 「止められない」 in its sentence
_BOTH = re.compile(
    r"どっち|どちら|両方|両者|両プレイヤー|お?互い|双方|誰|だれ|いずれ"
    r"|(?:自分|俺|私|僕|こっち)(?:の\s*方)?\s*も\s*(?:相手|向こう)\s*も"
    r"|(?:相手|向こう)\s*も\s*(?:自分|俺|私|僕|こっち)\s*も"
)
# 「相手だけ」「自分のみ」: one player only (11-1-1-2)
_ONE = re.compile(r"だけ|のみ|しか(?!も)|一方|片方")
# 「止められる」「止めることができる」「止める手段がある」: a player who can stop it (11-1-1-2/3)
_CAN_STOP = re.compile(
    r"(?:止め|停止|やめ)(?:られる|られます|ることが\s*でき(?:る|ます)|る(?:手段|方法|選択肢|こと)(?:が|は)\s*ある)"
)
_SENTENCE = re.compile(r"[。??!!\n]")


def endless_loop(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("winner", "outcome"):
        return None
    text = reading.text
    acts = [f for f in reading.of(Role.ACTION) if not inside_parens(text, f)]
    if not acts or any(f.concept != "loop" or f.negated for f in acts):
        return None  # no loop, or another action whose effect is not read
    forced = reading.of(Role.MODIFIER)
    if len(forced) != 1 or forced[0].concept != "loop_forced":
        return None
    if reading.of(Role.QUANTITY, Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN, Role.NUMBER):
        return None  # a position told with it: nothing here reads what the loop did to it
    said = forced[0]
    starts = [m.end() for m in _SENTENCE.finditer(text, 0, said.start)]
    before = text[starts[-1] if starts else 0 : said.start]
    if not _BOTH.search(before) or _ONE.search(before):
        return None  # said of one player only (or of nobody named): 11-1-1-2 may apply
    if _CAN_STOP.search(text):
        return None  # someone can stop it: 11-1-1-2 / 11-1-1-3, the game goes on
    payload = {"actions": [{"type": "loop", "forced": True, "players": "both"}]}
    return BuiltScenario(f"{GAME}.plan.loop", payload, tell(_head, types=("loop",), limit=1), ())


def _head(sim: SimulationResult) -> str:
    if sim.outcome.result is Result.GAME_OVER and sim.outcome.draw:
        return "どちらのプレイヤーにも永久循環を止める方法がないため、ゲームは引き分けで終了します"
    return "ゲームは続きます"
