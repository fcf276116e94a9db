"""Shadowverse Evolve situations, tried in order by `situation`: abilities the engine does not model
(declined), simultaneous defeat (`sve_effects`), follower attacks (`sve_attack`), evolving.

Planned from the reading instead (issue 11, item 7): the start of a turn (`plans/sve_turn.py`), the
hand limit and drawing from a small or empty deck (`plans/sve_players.py`, `plans/sve_deck.py`), the
field limit, tokens and acting a 【守護】 follower at the end phase (`plans/sve_moves.py`), paying PP
for any card and recovering PP (`plans/sve_pay.py`), damage spells, 「〜につき」 and an effect's damage
to followers (`plans/sve_spell.py`).

The asker is ``player1`` (the turn player). Builders read numbers from `Facts` and, for sve-only
phrasings the shared extractor does not know (墓場の枚数, 進化後の体力, 5枚につき), from the text.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import (
    asks,
    first,
    number,
    stat,
)
from service.answering.scenarios.sve_attack import attack
from service.answering.scenarios.sve_defend import defend
from service.answering.scenarios.sve_effects import simultaneous
from service.answering.scenarios.sve_reading import grab, refine
from service.answering.scenarios.sve_tell import tell
from service.engine.scenario import SimulationResult

GAME = "sve"
_PLAY = r"出せ|出し|出す|プレイ|使え|使う|使っ|場に"  # a card played (the unmodelled-ability guard)
_CAN = r"でき|可能|出来|られる|せる\?"


def _rejection(sim: SimulationResult) -> str | None:
    return next((e.text for e in sim.events if e.type == "rejected"), None)


def _rejection_code(sim: SimulationResult) -> str | None:
    return next((str(e.data.get("code")) for e in sim.events if e.type == "rejected"), None)


# ----- what the engine does not model -------------------------------------------------------------
# keywords and abilities with card text the vanilla engine has no model for (12.3–12.7, 12.15, 13, 14)
_UNMODELLED = (
    "オーラ", "クイック", "ファンファーレ", "ラストワード", "攻撃時", "進化時", "スペルチェイン",
    "ネクロチャージ", "覚醒", "コンボ", "真紅", "スタック", "土の秘術", "食事", "出走", "レッスン",
    "EXエリア", "変身", "奪う", "奪っ", "消滅",
)  # fmt: skip


def unmodelled(facts: Facts) -> BuiltScenario | Unsupported | None:
    found = [w for w in _UNMODELLED if w in facts.text]
    scenario_like = facts.attack or asks(facts, _PLAY + r"|[0-9]")
    if not found or not scenario_like:
        return None
    return Unsupported(
        f"「{'」「'.join(found)}」はエンジンが扱わない能力・領域のため、シミュレーションしていません"
        "(エンジンはカードの数値と【守護】【疾走】【突進】【威圧】【ドレイン】【必殺】だけを扱います)。"
    )


# ----- evolving (12.2, 5.15) ----------------------------------------------------------------------
# 「進化を1回した」「もう進化してる」「このターン進化した。」: an evolve told as made already
_EVOLVED_BEFORE = (
    r"進化(?:を|は)?\s*(?:1|一)\s*回(?:し|やっ|使っ)|(?:もう|すでに|既に)\s*進化(?:し|さ|済)|進化済"
    r"|進化(?:を|は)?(?:もう|すでに|既に)?(?:し|させ|使っ)た(?=\s*(?:[。、,]|けど|が))"
)


def evolve(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not asks(facts, r"進化") or asks(facts, r"進化(?:権|ポイント)"):
        return None
    ep, pp = number(facts, "ep", "self"), number(facts, "pp", "self")
    twice = asks(facts, r"(?:2|二)\s*(?:体|回)|2体目|もう1体")
    if asks(facts, _EVOLVED_BEFORE) and not twice:
        return None  # an evolve already made this turn (8.3.2) is not this one-evolve scenario's
    taken = grab(facts.text, r"([0-9]+)\s*(?:点の)?ダメージ(?:を)?受け")
    after = r"進化(?:して|した後|後|すると|したら|させると|させたら|させて)(?:の)?[^0-9。?]{0,4}?"
    evo_health = grab(facts.text, after + r"(?:体力|HP)(?:が|は)?\s*([0-9]+)")
    evo_attack = grab(facts.text, after + r"攻撃力(?:が|は)?\s*([0-9]+)")
    if ep is None and pp is None and not twice and taken is None and evo_health is None:
        return None
    if evo_health is None and asks(facts, r"(?:体力|HP)\s*(?:は|が)?\s*(?:いくつ|何|どう)"):
        return None  # the 体力 asked is the evolve card's, not told here (plans/sve_evolve.py reads it)
    follower = first(facts.mentions, "follower")
    cost = stat(follower, "cost")
    if cost is None:
        cost = grab(facts.text, r"進化(?:の)?コスト(?:が|は)?\s*([0-9]+)")
    notes: list[str] = []
    if cost is None:
        cost = 2 if (ep is not None or pp is not None) else 0
        if ep is not None or pp is not None:
            notes.append("進化のコストが書かれていないため2としました。")
    base: dict[str, Any] = {
        "name": "フォロワー",
        "health": stat(follower, "health") or max(taken or 0, 0) + 1,
    }
    evolved: dict[str, Any] = {"name": "フォロワー", "cost": cost}
    if evo_health is not None:
        evolved["health"] = evo_health
    if evo_attack is not None:
        evolved["attack"] = evo_attack
    field = [base | {"id": "f", "damage": taken or 0}]
    actions: list[dict[str, Any]] = [{"type": "evolve", "card": "f"}]
    if twice:
        field.append(base | {"id": "g"})
        evolved_deck = [evolved, dict(evolved)]
        actions.append({"type": "evolve", "card": "g"})
    else:
        evolved_deck = [evolved]
    if ep is None and pp is None and asks(facts, _CAN):
        notes.append("EPとPPが書かれていないため、進化のコストは支払えるものとしました。")
    p1 = {"ep": ep if ep is not None else 0, "pp_max": 10, "pp": pp if pp is not None else 10,
          "field": field, "evolve_deck": evolved_deck}  # fmt: skip
    payload = {"player1": p1, "actions": actions}
    known_health = evo_health
    # damage taken before evolving stays taken (5.15.3): the event that says so is the one told
    kept = (lambda s: s.events_citing("5.15.3")) if taken else None
    told = tell(lambda s: _evolve_head(s, taken, known_health), limit=1 if taken else 4, extra=kept)
    return BuiltScenario(f"{GAME}.evolve", payload, told, tuple(notes))


def _evolve_head(sim: SimulationResult, taken: int | None, known_health: int | None) -> str:
    why = _rejection(sim)
    if why:
        if _rejection_code(sim) == "evolve_once":
            return f"1体目は進化できますが、2体目は進化できません({why})"
        return f"進化できません({why})"
    if not taken:
        return "進化できます"
    kept = f"進化前に受けた{taken}ダメージは進化後も失われたままです"
    if known_health is None:
        return f"進化できます。受けていた{taken}ダメージは進化後も失われたままです"
    destroyed = any(
        e.type == "move" and e.data.get("card") == "f" and e.data.get("to_zone") == "graveyard"
        for e in sim.events
    )
    if destroyed:  # 5.15.3 the damage stays; 11.3.1 体力0以下 is destroyed (no evolved card is left)
        return f"進化後の体力は{known_health - taken}で0以下のため、破壊されます({kept})"
    if not sim.zone("player1", "evolved"):
        return f"進化できます。{kept}"
    left = sim.zone("player1", "evolved")[0]["stats"]["health"] - taken
    return f"進化後の体力は{left}です(進化前に受けた{taken}ダメージは進化後も失われたままです)"


_SITUATIONS = (
    simultaneous,
    defend,
    attack,
    evolve,
)


_FELLED = (
    r"(?:フォロワー|[0-9]\s*/\s*[0-9])(?:\s*\([^()]*\))?\s*(?:2体|3体|全員)?で[^。?!]*(?:倒せ|倒す|倒し|勝て)"
)


def situation(facts: Facts) -> BuiltScenario | Unsupported | None:
    """The first situation that builds; an ability the engine does not model stops them all, since its
    text could change the outcome (「【指定攻撃】…スタンド状態のフォロワーを攻撃」)."""
    declined = unmodelled(facts)
    if declined is not None:
        return declined
    # 「リーダー狙える?」: aiming at a card is attacking it; 「…のフォロワーで相手リーダーを倒せる?」 too,
    # unless a spell or an effect does the damage
    aimed = facts.attack or re.search(r"狙[えうっいわ]|" + _FELLED, facts.text) is not None
    aimed = aimed and not (re.search(_FELLED, facts.text) and asks(facts, r"スペル|効果|能力"))
    facts = replace(facts, mentions=refine(facts), attack=aimed)
    for build in _SITUATIONS:
        built = build(facts)
        if isinstance(built, BuiltScenario):
            return built
        declined = declined or built
    return declined


BUILDERS = (situation,)
