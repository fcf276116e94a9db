"""Shadowverse Evolve follower attacks (`sve_attack`, `sve_defend`): what the question stated and the
conclusion drawn from the simulated attack.

`Known` records which 攻撃力 and 体力 the question gave and what it asks (「攻撃できる?」「勝てる?」…);
the conclusion (`headline`) states the simulated result in those terms only — a follower whose 体力 was
not given is never said to survive or be destroyed by its damage, and a missing 攻撃力 is never quoted.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios.common import asks, humanize, outcome_phrase
from service.engine.events import Event
from service.engine.scenario import SimulationResult

CAN = r"でき|可能|出来|選べ|[れえけ]る\?|[れえけ]ますか|ても(?:いい|良い|よい|大丈夫|OK)|ていい"
# 「勝てる?」「倒せる?」: the conclusion says so when the opponent survives
WIN = r"勝て|勝ち|倒せ|リーサル|とどめ|トドメ"

# 「負ける?」「死ぬ?」「やられる?」: an outcome asked, though `CAN` reads its 「…ける?」 as a permission
# (audit 10c: 「俺は負ける?」 had led with 「相手は攻撃できます」 and been run as a permission ask)
OUTCOME = r"(?:負け|勝て|勝ち|倒せ|死ぬ|死な|やられ|破壊され|生き残|助か)[^。、!?!?]{0,6}[??]"


@dataclass(frozen=True, slots=True)
class Known:
    """What the question stated, for a conclusion that claims nothing else."""

    leader_target: bool
    attack: frozenset[str]  # uids whose 攻撃力 is stated
    health: frozenset[str]  # uids whose 体力 is stated
    asked_can: bool
    asked_win: bool = False
    asked_own: bool = False  # the asker's own leader's stated 体力 is asked
    asked_attacker: bool = False  # the attacking follower's 体力 is asked
    leader_told: bool = True  # the attacked leader's 体力 is told (else the engine's 20 is no answer)

    @classmethod
    def of(cls, facts: Facts, missing: list[str], leader_target: bool) -> Known:
        """`a` attacks, `b` is attacked; `missing` names the unstated values (see `unstated`)."""
        said = {"a": "攻撃する", "b": "攻撃される"}
        unsaid = {
            (u, w)
            for u, who in said.items()
            for w in ("攻撃力", "体力")
            if f"{who}フォロワーの{w}" in missing
        }
        unsaid |= {("a", w) for w in ("攻撃力", "体力") if f"進化後の{w}" in missing}
        return cls(
            leader_target=leader_target,
            attack=frozenset(u for u in said if (u, "攻撃力") not in unsaid),
            health=frozenset(u for u in said if (u, "体力") not in unsaid),
            asked_can=asks(facts, CAN) and not asks(facts, OUTCOME),
            asked_win=asks(facts, WIN),
        )


# 「スタンドかアクトか分からない」「相手の攻撃力は聞いてない」「覚えてない」: a fact the asker says they do
# not know — whichever way it went may decide the answer, and no run may pick one (audit 10c); the words
# (UNSURE, WHICH_TARGET, THIRD) are the plans' (`plans/sve_unsure.py`), which decline on them too
UNSURE_NOTE = "質問がわからないと述べている事実によって結果が変わりうるため、シミュレーションしていません。"
WHICH_TARGET_NOTE = "攻撃できる対象を問う質問に、1回の攻撃のシミュレーションの結果は答えません(8.4.3.1)。"
WINNER = r"勝|負け|敗北"
THIRD_NOTE = (
    "質問の登場人物(「Aさん」「友達」など)のどちらが自分・相手か決まらないため、"
    "勝敗はシミュレーションしていません。"
)
# 「俺のは生き残る?」「自分のフォロワーは破壊される?」: the fate of the asker's attacking follower
# 「こっちも破壊される?」「俺の方は?」: an owner word alone as the subject names the asker's attacker too
# (shared audit 12s: 「攻撃されたフォロワーは破壊され」 had opened the answer)
ATTACKER_FATE = (
    r"(?:(?:自分|こっち|俺|うち|私)(?:の(?:フォロワー|方|ほう|やつ)?)?|攻撃した(?:方|ほう|フォロワー))\s*(?:は|も)"
    r"[^。!?!?]{0,8}(?:生き残|残る|破壊|死ぬ|やられ|助か|墓場)"
)
UNDECIDED_DAMAGE = (
    "攻撃するフォロワーの攻撃力が書かれていないため、それが与えるダメージの結果は判定していません(8.4.9)。"
)
UNDECIDED_FATE = (
    "攻撃されるフォロワーの攻撃力が書かれていないため、"
    "攻撃したフォロワーが破壊されるかは判定していません(8.4.9.1)。"
)


def undecided(known: Known, *, attacker_fate: bool) -> str | None:
    """Why the simulated verdict would come from a default, or None: a leader attacked by a follower whose
    攻撃力 is untold (8.4.9: the damage is that 攻撃力), or the attacker's own fate asked when the attacked
    follower's 攻撃力 is untold (8.4.9.1) — a permission ask (8.4.2-8.4.3) depends on neither."""
    if known.asked_can:
        return None
    if known.leader_target and "a" not in known.attack:
        return UNDECIDED_DAMAGE
    if not known.leader_target and attacker_fate and "b" not in known.attack:
        return UNDECIDED_FATE
    return None


# ----- the conclusion ---------------------------------------------------------------------------
def _rejection(sim: SimulationResult) -> str | None:
    return next((e.text for e in sim.events if e.type == "rejected"), None)


def _damage_taken(sim: SimulationResult, uid: str) -> int:
    hits = [
        e
        for e in sim.events
        if e.type == "set_state" and e.data.get("card") == uid and e.data.get("key") == "damage"
    ]
    return int(hits[-1].data["value"]) if hits else 0


def card_in(sim: SimulationResult, uid: str, zone: str) -> dict[str, Any] | None:
    return next((c for p in ("player1", "player2") for c in sim.zone(p, zone) if c["uid"] == uid), None)


def by_bane(sim: SimulationResult, uid: str) -> bool:
    """Destroyed for having fought a 【必殺】 follower (11.3.2), not (only) by its damage."""
    return any(e.type == "move" and e.data.get("card") == uid and "11.3.2" in e.rules for e in sim.events)


def both_destroyed(sim: SimulationResult, named: dict[str, str]) -> str:
    """「両方のフォロワーが破壊され…」, naming a 【必殺】 destruction with its clause: it is what the
    question about 【必殺】 asks, though it happens at the same rule processing as the other (11.1.3)."""
    baned = [n for u, n in named.items() if by_bane(sim, u)]
    why = (
        f"。{baned[0]}は【必殺】を持つフォロワーと交戦したため破壊されます(11.3.2)" if len(baned) == 1 else ""
    )
    return "両方のフォロワーが破壊され、墓場に置かれます" + why


def follower_fate(sim: SimulationResult, uid: str, name: str, known: Known) -> str:
    if card_in(sim, uid, "graveyard") is not None:
        if by_bane(sim, uid):
            return f"{name}は【必殺】を持つフォロワーと交戦したため破壊され、墓場に置かれます(11.3.2)"
        return f"{name}は破壊され、墓場に置かれます"
    taken = _damage_taken(sim, uid)
    other = "b" if uid == "a" else "a"
    if other not in known.attack:
        return f"{name}が受けるダメージは、交戦したフォロワーの攻撃力と同じ値です"
    if uid in known.health:
        card = card_in(sim, uid, "field")
        # an evolved card has the evolve card's 体力 (5.15.2); damage taken before stays taken (5.15.3)
        evolved = [c for p in ("player1", "player2") for c in sim.zone(p, "evolved")]
        card = next((c for c in evolved if c["flags"].get("evolves") == uid), card)
        left = card["stats"]["health"] - taken if card is not None else 0
        return f"{name}は{taken}ダメージを受けて体力{left}で場に残ります"
    return f"{name}は{taken}ダメージを受けます(体力が書かれていないため、破壊されるかは判定していません)"


def _name_of(sim: SimulationResult, refusal: Event) -> str:
    uid = refusal.data.get("card")
    card = next((c for p in ("player1", "player2") for c in sim.zone(p, "field") if c["uid"] == uid), None)
    return humanize(str(card["name"])) if card is not None else "そのフォロワー"


def headline(sim: SimulationResult, known: Known) -> str:
    why = _rejection(sim)
    if why:
        return f"その攻撃はできません({why})"
    refused = [e for e in sim.events if e.type == "cannot_attack"]
    attacked = [e for e in sim.events if e.type == "attack"]
    parts: list[str] = ["攻撃できます"] if known.asked_can and not refused else []
    parts += [f"{_name_of(sim, e)}は攻撃できません({e.rules[0]})" for e in refused]
    if refused and not attacked:
        return "。".join(parts)
    if known.leader_target:
        if any("威圧" in c["keywords"] for c in sim.zone("player2", "field")):
            # 「威圧持ちしかいない。リーダーは攻撃できる?」: 【威圧】 only keeps itself from being chosen
            parts.insert(
                len(parts[:1]) if known.asked_can else 0,
                "【威圧】を持つフォロワーは攻撃目標に選べませんが(12.12.2)、リーダーは攻撃目標に選べます(8.4.3.1)",
            )
        if "a" in known.attack and not known.leader_told and not outcome_phrase(sim):
            # 「相手リーダーの体力は17」 from the engine's 20: a value the question never gave (audit 9)
            dealt = -sum(
                int(e.data.get("delta") or 0)
                for e in sim.events
                if e.type == "counter" and e.data.get("player") == "player2" and e.data.get("key") == "health"
            )
            parts.append(f"相手リーダーに{dealt}ダメージを与えます(相手リーダーの体力は書かれていません)")
        elif "a" in known.attack:
            over = outcome_phrase(sim)
            health = sim.counter("player2", "health")
            if known.asked_win and not over and health > 0:
                over = "相手は敗北しません"
            parts.append(
                f"相手リーダーの体力は{health}になり、{over}"
                if over
                else f"相手リーダーの体力は{health}になります"
            )
        else:
            parts.append("相手リーダーにその攻撃力と同じ値のダメージを与えます")
    else:
        gone = [u for u in ("b", "a") if card_in(sim, u, "graveyard") is not None]
        if len(gone) == 2:
            parts.append(both_destroyed(sim, {"b": "攻撃されたフォロワー", "a": "攻撃したフォロワー"}))
        elif not gone and not known.attack:
            parts.append("互いにその攻撃力と同じ値のダメージを同時に与え合います")
        else:
            fates = (("b", "攻撃されたフォロワー"), ("a", "攻撃したフォロワー"))
            parts.extend(
                follower_fate(sim, u, n, known) for u, n in fates[:: -1 if known.asked_attacker else 1]
            )
    said = 1 if parts[:1] == ["攻撃できます"] else 0  # right after 「攻撃できます」
    ward = next((e for e in sim.events if e.type == "ward_target"), None)
    if ward is not None and int(ward.data.get("wards", 1)) > 1:
        parts.insert(
            said,
            "【守護】を持つアクト状態のフォロワーが複数いるときは、そのどれを攻撃目標に選んでもかまいません",
        )
    if any(e.type == "targeted" for e in sim.events):
        parts.insert(said, "【指定攻撃】を持つフォロワーは、スタンド状態のフォロワーも攻撃目標に選べます")
    if any(e.type == "drain_not_triggered" for e in sim.events):
        parts.append("攻撃されたフォロワーの【ドレイン】は誘発せず、相手のリーダーの体力は変わりません")
    if any("12.13.2" in e.rules for e in sim.events):
        drained = f"【ドレイン】で自分のリーダーの体力は{sim.counter('player1', 'health')}になります"
        parts.insert(said if known.asked_own else len(parts), drained)  # the asked 体力 first
    elif known.asked_own:  # told first: the verdict reads the conclusion's first 体力
        own = f"自分のリーダーの体力は{sim.counter('player1', 'health')}のままです"
        own += "(攻撃でダメージを受けるのは攻撃目標です)"
        parts.insert(said, own)
    return "。".join(parts)
