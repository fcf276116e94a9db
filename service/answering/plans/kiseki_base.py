"""軌跡 TCG plan: may a BASE be played from the 拠点 — its 創設レベル must be at most the number of
cards in the player's 拠点 (1204.2f-3), and it is played face down from there (1209.1; a face-up
BASE in the 拠点 cannot be, 1209.1a).

Built from the reading: the BASE noun (CARD base_card), its 創設レベル (STAT level), the 拠点's card
count (QUANTITY base; 「そのBASE込みで3枚」 counts the BASE itself, and so does the plan — named), and
whether it lies face down (STATE face_down; unsaid: face down, as a 拠点 card is unless turned up —
named). The asker plays it in its own 配備ステップ (703.8), or in its own 戦闘フェイズ when that is told
(「戦闘フェイズ中に」: whenever the player has priority, 1209.1/902.4c; before its attack is chosen, 803.2).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
BASE_COUNT = (
    "拠点のカードの枚数には、拠点に裏向きで置かれているそのBASE自身も含めて計算しました"
    "(BASEは拠点からプレイします、1209.1)。"
)
_FACE_UNSAID = "BASEの向きは書かれていないので、拠点のカードとして裏向きとしました(1209.1)。"


def base_play(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} - {"about:in_base", "about:face_down"} != {"can"}:
        return None
    if not plain(reading) or reading.of(Role.NUMBER) or reading.of(Role.KEYWORD):
        return None
    if {f.concept for f in reading.of(Role.CARD)} != {"base_card"} or any(
        f.owner == "opponent" for f in reading.facts
    ):
        return None
    actions = reading.of(Role.ACTION)
    if not actions or any(f.concept not in ("play", "use") or f.negated for f in actions):  # 「使える?」
        return None
    turns = {f.concept for f in reading.of(Role.TURN)}
    if (
        any(f.negated for f in reading.of(Role.TURN))
        or turns - {"deploy_step", "battle_phase"}
        or len(turns) > 1
    ):
        return None
    # 1209.1, 902.4c: a BASE is played whenever its player has priority — in its own 戦闘フェイズ too
    battle = turns == {"battle_phase"}
    levels = reading.of(Role.STAT)
    counts = reading.of(Role.QUANTITY)
    if len(levels) != 1 or levels[0].concept != "level" or len(counts) != 1 or counts[0].concept != "base":
        return None
    level, count = levels[0].value, counts[0].value
    if (
        not isinstance(level, int)
        or not isinstance(count, int)
        or not 1 <= count <= 30
        or not 0 <= level <= 30
    ):
        return None
    states = reading.of(Role.STATE)
    if any(f.concept not in ("in_base", "face_down") for f in states):
        return None
    faces = {f.negated for f in states if f.concept == "face_down"}
    if len(faces) > 1:
        return None  # face down and face up both said
    when = (
        "自分の戦闘フェイズで、攻撃する UNIT を選ぶ前の優先権を持つときに"
        "プレイするものとしました(803.2、902.4c)。"
        if battle
        else "自分の配備ステップでプレイするものとしました(703.8)。"
    )
    notes = [when, BASE_COUNT]
    if not faces:
        notes.append(_FACE_UNSAID)
    face_down = not faces or faces == {False}
    card = {
        "id": "B",
        "name": f"創設レベル{level}のBASE",
        "kind": "BASE",
        "level": level,
        "face_down": face_down,
    }
    fillers = [{"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}"} for i in range(count - 1)]
    payload: dict[str, Any] = {
        "phase": "battle" if battle else "deploy",
        "player1": {"base": [card, *fillers]},
        "player2": {},
        "actions": [{"kind": "play_base", "card": "B"}],
    }

    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None and refused.data.get("code") == "face_up":
            return "拠点に表向きのBASEはプレイできません(1209.1a)"
        said = f"創設レベル{level}が拠点のカードの枚数{count}"
        if refused is not None:
            return f"{said}を超えているので、そのBASEはプレイできません(1204.2f-3)"
        return f"{said}以下なので、拠点に裏向きのそのBASEをプレイできます(1209.1、1204.2f-3)"

    told = story(head, types=("rejected", "set_state", "resolve"), limit=3)
    return BuiltScenario(f"{GAME}.plan.base_play", payload, told, tuple(notes))
