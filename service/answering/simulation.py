"""Running the scenario a builder made from a question, and choosing the clauses it cites."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from enum import IntEnum

from corpus.ids import is_within
from corpus.model import Scheme
from service.answering.citing import Simulated, rule_numbers
from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported, build_scenario
from service.answering.scenarios.common import is_noise
from service.engine.errors import EngineError, IllegalAction
from service.engine.events import ONGOING, Event
from service.engine.scenario import SimulationResult, simulate

log = logging.getLogger(__name__)


def run_question(game: str | None, facts: Facts) -> tuple[Simulated | None, BuiltScenario | None, str | None]:
    """(simulation, the builder's scenario, a note) for the situation in `facts`, if any."""
    if game is None:
        return None, None, None
    try:
        built = build_scenario(game, facts)
    except Exception:  # a builder bug must not take the cited answer down with it
        log.exception("building a %s scenario failed", game)
        return None, None, "シミュレーションできませんでした: シナリオ作成の内部エラー"
    if built is None:
        if looks_like_scenario(facts):
            return (
                None,
                None,
                (
                    "シミュレーションなし: 質問の状況(数値や攻撃)を読み取りましたが、"
                    "この状況を組み立てるシナリオがこのゲームにはありません。条文の引用で回答しています。"
                ),
            )
        return None, None, None
    if isinstance(built, Unsupported):
        return None, None, f"シミュレーションなし: {built.reason}"
    try:
        result = simulate(game, built.payload)
        refused = result.rejected if game in _REFUSAL_ANSWERS else []
        if refused:
            raise IllegalAction(
                str(refused[0]["code"]), str(refused[0]["message"]), tuple(refused[0]["rules"])
            )
    except IllegalAction as exc:
        # onepiece and sve builders ask whether one action is allowed: the first refusal is the answer
        event = Event(0, "rejected", exc.message, tuple(exc.rules), {"code": exc.code})
        result = SimulationResult(game, ONGOING, (event,), {})
        rejected = {"code": exc.code, "message": exc.message, "rules": list(exc.rules)}
        # what the builder assumed still holds for the refused action
        note = "".join(built.notes) or None
        return Simulated(game, built.situation, built.payload, result, rejected), built, note
    except EngineError as exc:
        return None, None, f"シミュレーションできませんでした({built.situation}): {exc}"
    except Exception:  # an engine bug must not take the cited answer down with it
        log.exception("simulating %s failed", built.situation)
        return None, None, f"シミュレーションできませんでした({built.situation}): エンジンの内部エラー"
    note = "".join(built.notes) or None
    return Simulated(game, built.situation, built.payload, result), built, note


# games whose builders read a refused action (a `rejected` event) as the answer to 「〜できる?」
_REFUSAL_ANSWERS = frozenset({"onepiece", "sve"})


def looks_like_scenario(facts: Facts) -> bool:
    """Whether the question describes a concrete situation: cards with numbers, numbers of a
    named player (自分のライフ3枚), a number stated as the game's state (山札が0枚になった, ライフ0で,
    手札3枚の状態で, 1ターン目), or an attack between named cards. A number the question asks a rule
    about (デッキに5枚入れていい?, 3枚まとめて移す, 「0枚引く」, 7枚を超えたら) describes no situation."""
    if any(facts.players.values()) or "turn_number" in facts.numbers:
        return True
    if any(m.stats for m in facts.mentions):
        return True
    if facts.numbers and any(_stated(facts.text, m) for m in _NUMBER.finditer(facts.text)):
        return True
    return facts.attack and len(facts.mentions) >= 2


_NUMBER = re.compile(r"(?<![0-9])[0-9]+(?![0-9])")
# what follows a number that says it is how things stand: になった, の状態, しかない, で、, だと …
_STATE_AFTER = re.compile(
    r"\s*(?:枚|体|点|つ|個)?\s*(?:目)?\s*"
    r"(?:に(?:なっ|なる|なり|なれ|減っ|増え)|の(?:状態|とき|時|場合|まま)|しか|だけ|残っ|あ[るりっ]|い[るた]"
    r"|で(?![きす])|だと|だっ|なら|なのに|[、。]|$)"
)
_STATE_BEFORE = re.compile(r"(?:残り|もう|すでに|既に|まだ|現在|今)\s*$")


def _stated(text: str, number: re.Match[str]) -> bool:
    before = text[max(0, number.start() - 4) : number.start()]
    return bool(_STATE_BEFORE.search(before) or _STATE_AFTER.match(text, number.end()))


class Decisiveness(IntEnum):
    """How directly an event decides what a question asks (lower leads the citations)."""

    GAME_OVER = 0
    REFUSAL = 1  # the engine refused the action: the refusal is the answer
    # a rule kept something from happening (a rested 【ブロッカー】 cannot block, 【ドレイン】 does not
    # trigger, no draw on the first turn or from an empty deck): the answer to 「〜できる?」「〜する?」
    PREVENTED = 2
    REMOVAL = 3  # a card destroyed, KO'd, killed or stunned
    # damage dealt, prevented or counted; life, health, 絆 or damage-zone changes; a battle won or lost
    DAMAGE = 4
    OTHER = 5
    SETUP = 6  # declarations, steps and phases: how the situation came about, not what it leads to


# Zones a card leaves play into when it is destroyed (onepiece trash, sve 墓場, fow 墓地,
# ninjaslayer オヒガン, kiseki 軌跡), and the zones it is in play in.
_DISCARD_ZONES = frozenset({"trash", "graveyard", "ohigan", "kiseki"})
_PLAY_ZONES = frozenset({"field", "characters", "stage", "stone_area", "chase"})
_DAMAGE_TYPES = frozenset(
    {
        "damage",
        "damage_instance",
        "combat_damage",
        "no_damage",
        "prevent",
        "per_count",
        "damage_check_placed",
        "damage_vs_defense",
        "no_life",
        "battle_won",
        "battle_lost",
    }
)
_DAMAGE_KEYS = frozenset({"life", "health", "damage", "kizuna"})
# "did not happen" events of the engines (onepiece cannot_block / no_draw / skip_draw, sve
# drain_not_triggered / skip_draw / pp_max_cap, ninjaslayer draw_short, fow draw_failed). A 0-damage
# no_damage stays with damage: in a fight it is mostly the side the question did not ask about.
_PREVENTED_TYPES = frozenset(
    {"cannot_block", "drain_not_triggered", "skip_draw", "no_draw", "draw_short", "draw_failed", "pp_max_cap"}
)
# a player's own choice not to act (no_block: ブロックしません) is how the situation came about
_SETUP_TYPES = frozenset({"attack", "aisatsu", "declare", "step", "pass", "no_block"})
_STAGING = frozenset({"scenario", "phase"})


def decisiveness(event: Event) -> Decisiveness:
    kind, data = event.type, event.data
    if kind == "game_over":
        return Decisiveness.GAME_OVER
    if kind == "rejected":
        return Decisiveness.REFUSAL
    if kind in _PREVENTED_TYPES or kind == "permission":
        # a rule that lets the asked action happen (sve 8.4.2.1: evolved this turn, so it may attack an
        # acted follower) answers 「〜できる?」 as a prevention does, ahead of what the action then did
        return Decisiveness.PREVENTED
    removed = (
        kind == "move" and data.get("from_zone") in _PLAY_ZONES and data.get("to_zone") in _DISCARD_ZONES
    )
    if kind == "destroy" or removed or (kind == "set_state" and data.get("key") == "stunned"):
        return Decisiveness.REMOVAL
    if kind in _DAMAGE_TYPES or (kind in ("counter", "set_state") and data.get("key") in _DAMAGE_KEYS):
        return Decisiveness.DAMAGE
    if kind == "move" and (data.get("from_zone") == "life" or data.get("to_zone") == "damage"):
        return Decisiveness.DAMAGE  # a life card taken, a card put into the damage zone
    if is_noise(event) or kind in _SETUP_TYPES:
        return Decisiveness.SETUP
    return Decisiveness.OTHER


def told(event: Event, line: str) -> bool:
    """Whether `line` (a summary) tells `event`: `common.event_sentence` prints an event's clauses as
    ``(r1、r2)``, and a builder may reword the event's text but not its clauses."""
    return bool(event.rules) and f"({'、'.join(event.rules)})" in line


def decisive_rules(sim: SimulationResult, scheme: Scheme, summary: str = "") -> list[str]:
    """The clauses that decided the result, most decisive first.

    The outcome's clauses lead; then the events `summary` (the answer's first line) tells — the
    clauses that sentence relies on — before the others (the scenario's start and its phases only
    when told); within each group by `decisiveness` (the KO before the attack declaration that led
    to it), then in order. Within an event, a clause goes after a more specific one of the same
    event (706.4b before 706.4): the specific clause is the one that decides."""
    # where the scenario starts and which phase it passes through decide nothing, unless told
    cited = [e for e in sim.events if e.type not in _STAGING or told(e, summary)]
    ranked = sorted(cited, key=lambda e: (not told(e, summary), decisiveness(e), e.seq))
    rules: list[str] = list(sim.outcome.rules)
    for event in ranked:
        for rule in specific_first(scheme, event.rules):
            if rule not in rules:
                rules.append(rule)
    return rules


def specific_first(scheme: Scheme, rules: Sequence[str]) -> list[str]:
    """`rules` with every clause that has a descendant among them moved after the others."""
    leaves = [r for r in rules if not any(o != r and _within(scheme, o, r) for o in rules)]
    return leaves + [r for r in rules if r not in leaves]


def _within(scheme: Scheme, clause_id: str, ancestor: str) -> bool:
    try:
        return is_within(scheme, clause_id, ancestor)
    except ValueError:  # an engine id that is not of the scheme cannot be anyone's descendant
        return False


def conclusion_rules(summary: str, sim: SimulationResult, scheme: Scheme) -> list[str]:
    """Rule numbers the summary's conclusion prints itself (「CPを3得ます(拠点のカード1枚につき1、
    703.8a)」), outside the clauses of the events it tells."""
    rest = summary
    for event in sim.events:
        if told(event, rest):
            rest = rest.replace(f"({'、'.join(event.rules)})", " ")
    return rule_numbers(rest, scheme)
