"""The placement step asked after what was already done in it, both games that have one: the 軌跡
拠点ステップ (703.7a) and the ニンジャスレイヤー エテル・ステップ (502.4a) each let the turn player put
**up to one** card from the hand, or none (「置かないことも選べます」).

Two shapes the single-placement plans (`ninjaslayer_players.etel_place`, `kiseki.cp`) leave open:

* a placement told done and another asked in the same step (「1枚置いた。もう1枚置ける?」「さっき1枚
  エテルに置いたけど、追加でもう1枚いける?」): the run scripts both, the engine refuses the second;
* no placement asked (「拠点にカードを置かないこともできる?」「何も置かないってアリ?」): the run makes
  the step's choice as none, which the engine accepts;
* several cards asked put at once (「拠点ステップで手札から2枚まとめて拠点に置ける?」「エテル・ステップで
  手札を2枚エテル・ゾーンに置ける?」): the run puts them one by one, the engine refuses the second
  (audit 20c).

Read from the facts: the step (kiseki: the TURN fact said as 拠点ステップ; ninjaslayer: the TERM
etel_step), the place ACTIONs (the game's lexicon: 「1枚拠点に置い」, 「何も置かない」 negated) and the
ask (can). The second placement must be said as one more (「もう」「さらに」「追加で」「あと」 right
before it — the words of `lexicon/play_order.json` ``one_more``) and the first told done before it
(「置いた」, not 「置いたら」): a placement of an earlier turn (any other TURN fact: 「前のターンに」),
in another phase (「キャラクターフェイズに」) or of another player (any OWNER fact) is another question
and is left withheld.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.resource_asks import placement_limit_asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

_LEXICON = Path(__file__).resolve().parent.parent / "lexicon" / "play_order.json"
_SENTENCE = re.compile(r"[。!！?？\n]")
_PHASE_WORD = re.compile(r"フェイズ|ステップ|ターン")
# 「置いた」「置いて」「置きました」: the told placement is done (not 「置いたら」「置きたい」)
_DONE = re.compile(r"(?:い|き)?(?:た(?!ら|い)|て(?!も)|ました)")
_STEP = {"kiseki": "拠点ステップ", "ninjaslayer": "エテル・ステップ"}
_ZONE = {"kiseki": "拠点", "ninjaslayer": "エテル・ゾーン"}
_RULE = {"kiseki": "703.7a", "ninjaslayer": "502.4a"}


@cache
def _again() -> re.Pattern[str]:
    """「もう」「さらに」「追加で」: the words that make a placement one more than the told one."""
    words: list[str] = json.loads(_LEXICON.read_text(encoding="utf-8"))["one_more"]["words"]
    return re.compile(r"(?:" + "|".join(words) + r")\s*$")


def _asking_start(text: str) -> int:
    end = max(text.rfind("?"), text.rfind("？"))
    end = end if end >= 0 else len(text)
    starts = [m.end() for m in _SENTENCE.finditer(text, 0, end)]
    return starts[-1] if starts else 0


def _step_named(reading: Reading, game: str) -> bool:
    """The step is named, and nothing else sets when: no other turn, phase or history word."""
    if game == "kiseki":
        turns = reading.of(Role.TURN)
        return len(turns) == 1 and not turns[0].negated and _STEP[game] in turns[0].text
    terms = [f for f in reading.facts if f.role is Role.TERM]
    named = any(f.concept == "etel_step" for f in terms)
    # 「キャラクターフェイズにもう1枚」: another phase or step named is another question
    others = any(f.concept != "etel_step" and _PHASE_WORD.search(f.text) for f in terms)
    return named and not others and not reading.of(Role.TURN)


def _plain(reading: Reading) -> bool:
    """Nothing but the step, the placements and the ask: no card, count, owner or state to model."""
    if {f.concept for f in reading.asks()} != {"can"}:
        return False
    return not reading.of(
        Role.OWNER, Role.CARD, Role.STAT, Role.KEYWORD, Role.MODIFIER, Role.QUANTITY, Role.STATE, Role.NUMBER
    )


def _placements(reading: Reading) -> tuple[Fact, ...] | None:
    acts = reading.of(Role.ACTION)
    if not acts or any(f.concept != "place" for f in acts):
        return None
    return acts


def told_then_asked(reading: Reading, game: str) -> tuple[int, int] | None:
    """(cards told placed, cards asked placed after them) — None unless that is the question's shape."""
    if not (_plain(reading) and _step_named(reading, game)):
        return None
    acts = _placements(reading)
    if acts is None or len(acts) != 2 or any(f.negated for f in acts):
        return None
    told, asked = acts
    counts = [f.value if f.value is not None else 1 for f in acts]
    if counts[0] != 1 or not (isinstance(counts[1], int) and 1 <= counts[1] <= 5):
        return None
    text = reading.text
    start = _asking_start(text)
    if not (asked.start >= start and told.end <= asked.start and _DONE.match(text, told.end)):
        return None  # the told one is done (「置いた」「置いて」, not 「置いたら」), the asked one asked
    if not _again().search(text[max(start, told.end) : asked.start]):
        return None
    return int(counts[0]), int(counts[1])


def none_asked(reading: Reading, game: str) -> bool:
    """「置かないこともできる?」: the one placement of the question is denied and asked."""
    if not (_plain(reading) and _step_named(reading, game)):
        return False
    acts = _placements(reading)
    return (
        acts is not None
        and len(acts) == 1
        and acts[0].negated
        and acts[0].start >= _asking_start(reading.text)
    )


def at_once(reading: Reading, game: str) -> int | None:
    """「2枚まとめて置ける?」: the cards of the one placement asked, none told before it."""
    if not (_plain(reading) and _step_named(reading, game)):
        return None
    acts = _placements(reading)
    if acts is None or len(acts) != 1 or acts[0].negated or not isinstance(acts[0].value, int):
        return None
    if acts[0].start < _asking_start(reading.text) or not 2 <= acts[0].value <= 5:
        return None
    return int(acts[0].value)


def limit_asked(reading: Reading, game: str) -> bool:
    """「エテル・ステップで何枚置ける?」「毎ターン手札からエテルに置けるカードって何枚まで?」: the step's
    limit asked as a count, nothing told but the step (the words: `lexicon/resource_asks.json`)."""
    asks = {f.concept for f in reading.asks()}
    if "number" not in asks or not asks <= {"number", "can", "about:in_hand"}:
        return False
    if reading.of(Role.ACTION, Role.OWNER, Role.CARD, Role.STAT, Role.KEYWORD, Role.MODIFIER, Role.QUANTITY,
                  Role.STATE, Role.NUMBER):  # fmt: skip
        return False
    turns = reading.of(Role.TURN)
    step = game == "kiseki" and len(turns) == 1 and _STEP[game] in turns[0].text and not turns[0].negated
    if turns and not step:
        return False  # 「前のターンに…」: another moment told
    if any(
        f.role is Role.TERM and f.concept != "etel_step" and _PHASE_WORD.search(f.text) for f in reading.facts
    ):
        return False  # another phase or step named
    return placement_limit_asked(reading.text, game)


def _payload(game: str, placed: int | None) -> dict[str, Any]:
    """The turn player's step with `placed` cards put one by one (None: the step's choice is none)."""
    hand = [{"id": f"h{i + 1}", "name": f"手札{i + 1}"} for i in range(max(placed or 0, 1))]
    kind = "base" if game == "kiseki" else "etel"
    actions = [{"kind": kind, "player": "player1", "card": c["id"]} for c in hand[: placed or 0]]
    payload: dict[str, Any] = {"phase": "prep" if game == "kiseki" else "etel", "player1": {"hand": hand}}
    payload["actions"] = actions
    if placed is None:
        payload["choices"] = {kind: "none"}
    return payload


def _built(game: str, payload: dict[str, Any], again: tuple[int, int] | None) -> BuiltScenario:
    step, zone, rule = _STEP[game], _ZONE[game], _RULE[game]

    def head(sim: SimulationResult) -> str:
        refused = any(e.type == "rejected" for e in sim.events)
        if again is not None and again == (0, 0):  # the limit asked: the placements the engine accepted
            placed = len(payload["actions"]) - sum(1 for e in sim.events if e.type == "rejected")
            return f"{step}で手札から{zone}に置けるのは{placed}枚までです(置かないことも選べます、{rule})"
        if again is not None and again[0] == 0:
            if refused:
                return (
                    f"できません。{step}で手札から{zone}に置けるのは1枚までです({again[1]}枚は不可、{rule})"
                )
            return f"できます。{step}で手札から{zone}に{again[1]}枚置けます({rule})"
        if again is None:
            return f"できます。{step}では{zone}にカードを置かないことも選べます({rule})"
        if refused:
            return (
                f"できません。{step}で手札から{zone}に置けるのは1枚までで、"
                f"すでに{again[0]}枚置いています({rule})"
            )
        return f"できます。{step}で手札から{zone}にカードを置けます({rule})"

    notes = (
        (f"同じ{step}の中のこととしました(前の置いた分はこのステップのものです)。",)
        if again and again[0]
        else ()
    )
    shape = ("placed_again" if again[0] else "placed_at_once") if again else "placed_none"
    shape = "placement_limit" if again == (0, 0) else shape
    types = ("rejected", "move", "base", "etel")
    return BuiltScenario(f"{game}.plan.{shape}", payload, story(head, types=types, limit=3), notes)


def _plan(reading: Reading, game: str) -> BuiltScenario | None:
    again = told_then_asked(reading, game)
    if again is not None:
        return _built(game, _payload(game, sum(again)), again)
    if none_asked(reading, game):
        return _built(game, _payload(game, None), None)
    many = at_once(reading, game)
    if many is not None:
        return _built(game, _payload(game, many), (0, many))
    if limit_asked(reading, game):  # two put one by one: the engine accepts as many as 703.7a/502.4a let
        return _built(game, _payload(game, 2), (0, 0))
    return None


def base_step_again(reading: Reading) -> BuiltScenario | None:
    """軌跡 703.7a: a second card in the 拠点 in one 拠点ステップ, or none."""
    return _plan(reading, "kiseki")


def etel_step_again(reading: Reading) -> BuiltScenario | None:
    """ニンジャスレイヤー 502.4a: a second card in the エテル in one エテル・ステップ, or none."""
    return _plan(reading, "ninjaslayer")
