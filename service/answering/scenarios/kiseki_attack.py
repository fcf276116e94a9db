"""軌跡 TCG attacks read from a question: who attacks with which UNITs (scrum attacks too), which UNIT or
player is attacked, スクラムサポート, icon crafts, and the 絆 each side loses (stun damage, overkill).

Stats that decide the result must be stated. When the STR of the attacker or the DEF of the attacked
UNIT is missing, the attack is declined (a question that only asks whether the attack is allowed runs
with 1, which cannot change a refusal). When the 応戦 cannot be decided (STR of the attacked UNIT or
DEF of the attacker missing), the attacked UNIT's STR is set to 0 so that it stuns nothing, and the
answer says that this part was not judged. A missing CPコスト is 1 (named in the notes).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, outcome_phrase, story
from service.answering.scenarios.kiseki_read import PASSIVE, Unit, attacks_player, read_units
from service.engine.core import PLAYERS
from service.engine.scenario import SimulationResult, simulate

GAME = "kiseki"
_LEGALITY = (
    r"でき(?:る|ます|ない|ません)|可能|いい(?:の|です)?[?か]|いいん(?:だ|です)|認められ|大丈夫|OK"
    r"|(?:殴|狙)(?:れ|え)(?:る|ます|ない|ません)"
)
_LOSE = r"負け|敗北|勝"
_ANYAKU = "【暗躍】"
_HATE = "【ヘイト】"
_BUJUTSU = "【武術】"
# 「組織の違うUNIT2体で」: attackers that share no 組織 (803.3b); the names are the engine's 組織
_OTHER_ORGS = (
    r"組織(?:の|が)?(?:違う|違っ|異なる|別|バラバラ)|(?:違う|異なる|別々の|別の)組織"
    r"|共通(?:する)?組織(?:が|を)?(?:ない|持たない)"
)
_ORG_NAMES = ("遊撃士協会", "身喰らう蛇", "聖杯騎士団")
# card effects that change how a battle resolves: an attack run without them would answer wrongly
_RULE_CHANGES = (
    r"オーバーキルしない|スタンダメージを受けない|攻撃されない|応戦(?:対象に)?できない|[+-][0-9]+/[+-][0-9]+"
)


@dataclass(frozen=True, slots=True)
class _Plan:
    """What the summary needs to know about how the scenario was built."""

    attacker: str  # player1 / player2
    attacker_ids: tuple[str, ...]
    defenders: int
    counter_judged: bool
    bonds: tuple[str, ...]  # players whose 絆 the question states
    legality: bool  # the question asks whether the attack may be made
    defeat: bool  # the question asks whether someone loses: that is told first


def _who(player: str) -> str:
    return "自分" if player == "player1" else "相手"


def _label(u: Unit, who: str, n: int) -> str:
    bits = [*sorted(u.icons)]
    bits += [f"{k}{v}" for k, v in (("STR", u.str_), ("DEF", u.def_)) if v is not None]
    tag = f"({'/'.join(bits)})" if bits else ""
    return f"{who}のUNIT{n}{tag}"


def _attackable(a: Unit, d: Unit) -> bool:
    return not d.stunned and ((_ANYAKU in a.icons) == (_ANYAKU in d.icons))


def _likely_target(attackers: list[Unit], defenders: list[Unit]) -> Unit | None:
    """The UNIT the engine's default choice attacks (【ヘイト】 first), as 803.5/1407.1 allow."""
    units = [d for d in defenders if all(_attackable(a, d) for a in attackers)]
    hate = [d for d in units if _HATE in d.icons]
    return next(iter(hate or units), None)


def _bonus(u: Unit, other: Unit) -> int:
    return 1 if _BUJUTSU in u.icons and _BUJUTSU not in other.icons else 0


def attack(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not (facts.attack or asks(facts, r"スクラム攻撃")):
        return None
    changed = re.search(_RULE_CHANGES, facts.text)
    if changed is not None and not (changed.group(0).startswith("+") and "武術" in facts.text):
        return Unsupported(
            f"「{changed.group(0)}」のようなカードの効果はエンジンが扱っていない(バニラのカードのみ)ため、"
            "シミュレーションしていません。"
        )
    units = read_units(facts)
    attackers = [u for u in units if u.role == "attacker"]
    if not attackers:
        attackers = [u for u in units if u.role is None and u.side != "opponent" and u.str_ is not None][:1]
    # 「自分の場のUNITが全部アクション状態。攻撃できる?」 — but in 「攻撃されたとき、自分のUNITで
    # スクラムサポートできる?」 the UNIT supports: `scrum_support` reads that
    if not attackers and asks(facts, _LEGALITY) and not asks(facts, r"スクラムサポート"):
        attackers = [u for u in units if u.role in (None, "present") and u.side != "opponent"][:1]
    if not attackers:
        return None
    side = attackers[0].side or (
        "opponent" if asks(facts, PASSIVE + r"|(?:攻撃|アタック|殴っ)て(?:き|く)") else "self"
    )
    foe = "self" if side == "opponent" else "opponent"
    defenders = [u for u in units if u not in attackers and u.role != "absent" and u.side in (foe, None)]
    explicit = next((d for d in defenders if d.role == "target"), None)
    to_player = explicit is None and attacks_player(facts)
    all_stunned = bool(defenders) and all(d.stunned for d in defenders)
    target = explicit or (None if to_player or all_stunned else _likely_target(attackers, defenders))
    # 組織 that differ refuse a scrum attack (803.3b) whatever the stats: that is what is asked
    legality = asks(facts, _LEGALITY) or (len(attackers) > 1 and asks(facts, _OTHER_ORGS))
    notes: list[str] = []  # defaults for unstated stats; dropped when the attack is refused anyway
    if any(a.str_ is None for a in attackers):
        if not legality:
            return Unsupported("攻撃するUNITのSTRが書かれていないため、絆がいくつ減るかを計算できません。")
        notes.append(
            "攻撃するUNITのSTRが書かれていないため1として計算しました(攻撃できるかどうかには影響しません)。"
        )
    if target is not None and not target.stunned and target.def_ is None:
        if not legality:
            return Unsupported("攻撃されるUNITのDEFが書かれていないため、スタンするかを判定できません。")
        notes.append("攻撃されるUNITのDEFが書かれていないため1として計算しました。")
    judged = target is None or target.stunned or (target.str_ is not None and attackers[0].def_ is not None)
    if not judged:
        notes.append(
            "攻撃されるUNITのSTRか攻撃するUNITのDEFが書かれていないため、応戦で攻撃UNITがスタンするか"
            "(804.11a-4)は判定せず、スタンしないものとして計算しました。"
        )
    notes.extend(_cost_notes(attackers, target, judged))

    a_player = "player1" if side == "self" else "player2"
    d_player = "player2" if a_player == "player1" else "player1"
    a_ids = _ids("a", len(attackers))  # a lone UNIT is "a" / "d", as in the documented examples
    d_ids = _ids("d", len(defenders))
    a_specs = [_spec(a_ids[i], a, _label(a, _who(a_player), i + 1)) for i, a in enumerate(attackers)]
    if len(a_specs) > 1 and asks(facts, _OTHER_ORGS):
        for i, spec in enumerate(a_specs):
            spec["orgs"] = [_ORG_NAMES[i % len(_ORG_NAMES)]]
    d_specs = []
    for i, d in enumerate(defenders):
        spec = _spec(d_ids[i], d, _label(d, _who(d_player), i + 1))
        if d is target and not judged:
            spec["STR"] = 0
        d_specs.append(spec)
    tgt_id = d_ids[defenders.index(target)] if target is not None and target in defenders else None
    choices: dict[str, str] = {}
    if asks(facts, r"スクラムサポート") and not asks(
        facts, r"スクラムサポート(?:を)?(?:しない|しなかっ|せず)"
    ):
        helper = target or (defenders[0] if defenders else None)
        icons = [_ANYAKU] if helper is not None and _ANYAKU in helper.icons else []
        if not [d for d in defenders if d is not helper]:  # 「同じ組織の別ユニットで」 is already there
            d_specs.append({"id": "sup", "name": f"{_who(d_player)}のサポートするUNIT", "icons": icons})
        choices["support"] = "first"

    ids = [s["id"] for s in a_specs]
    actions: list[dict[str, Any]] = []
    if a_player == "player2":
        actions.append({"kind": "pass", "player": "player1"})
    if all_stunned and explicit is None and not to_player:
        # show why a stunned UNIT cannot be chosen (803.5a-1), then attack the player (803.5b)
        actions.append({"kind": "attack", "attackers": ids, "target": d_ids[0]})
        actions.append({"kind": "attack", "attackers": ids, "target": d_player})
    else:
        target_id = d_player if to_player else tgt_id
        actions.append({"kind": "attack", "attackers": ids, **({"target": target_id} if target_id else {})})
    flow: list[str] = []
    if asks(facts, _LOSE):
        actions += [{"kind": "pass"}, {"kind": "pass"}]
        flow.append(
            "攻撃の後は両プレイヤーとも攻撃しないものとして、回復フェイズの判定(705.5)まで進めました。"
        )
    p1: dict[str, Any] = {"field": a_specs if a_player == "player1" else d_specs}
    p2: dict[str, Any] = {"field": d_specs if a_player == "player1" else a_specs}
    for spec, who in ((p1, "self"), (p2, "opponent")):
        bond = facts.players.get(who, {}).get("bond")
        if bond is None and who == foe:  # 「絆が残り4のとき…攻撃された」: the attacked side's
            bond = facts.numbers.get("bond")
        if bond is not None:
            spec["kizuna"] = bond
    payload: dict[str, Any] = {"phase": "battle", "player1": p1, "player2": p2, "actions": actions}
    if choices:
        payload["choices"] = choices
    bonds = tuple(p for p, spec in (("player1", p1), ("player2", p2)) if "kizuna" in spec)
    plan = _Plan(a_player, tuple(ids), len(defenders), judged, bonds, legality, bool(flow))
    if not any(e.type == "attack" for e in simulate(GAME, payload).events):
        notes = []  # refused: no stat could have changed that
    summary = story(lambda s: _head(s, plan), limit=6)
    return BuiltScenario(f"{GAME}.attack", payload, summary, tuple(notes + flow))


def _ids(prefix: str, n: int) -> list[str]:
    return [prefix] if n == 1 else [f"{prefix}{i + 1}" for i in range(n)]


def _spec(uid: str, u: Unit, name: str) -> dict[str, Any]:
    spec: dict[str, Any] = {"id": uid, "name": name, "icons": sorted(u.icons)}
    spec["STR"] = u.str_ if u.str_ is not None else 1
    spec["DEF"] = u.def_ if u.def_ is not None else 1
    if u.cost is not None:
        spec["cp_cost"] = u.cost
    for flag in ("stunned", "acted", "support"):
        if getattr(u, flag):
            spec[flag] = True
    return spec


def _cost_notes(attackers: list[Unit], target: Unit | None, judged: bool) -> list[str]:
    """A missing CPコスト matters only for a UNIT that will be stunned."""
    if target is None or target.stunned or target.def_ is None:
        return []
    total = sum((a.str_ or 1) + _bonus(a, target) for a in attackers)
    stunned = [target] if total >= target.def_ + _bonus(target, attackers[0]) else []
    first = attackers[0]
    counter = judged and target.str_ is not None and first.def_ is not None
    if counter and (target.str_ or 0) + _bonus(target, first) >= (first.def_ or 0) + _bonus(first, target):
        stunned.append(first)
    if any(u.cost is None for u in stunned):
        return [
            "CPコストが書かれていないUNITはCPコスト1として計算しました(スタンダメージはCPコストに等しい絆です、1306.3)。"
        ]
    return []


def lost_kizuna(sim: SimulationResult, player: str, rule: str | None = None) -> int:
    """The 絆 `player` lost in `sim` (only by events citing `rule`, when given)."""
    events = [e for e in sim.events if e.type == "counter" and e.data.get("key") == "kizuna"]
    return -sum(
        int(e.data.get("delta", 0))
        for e in events
        if e.data.get("player") == player and (rule is None or rule in e.rules)
    )


def _head(sim: SimulationResult, plan: _Plan) -> str:
    attacks = [e for e in sim.events if e.type == "attack"]
    refused = [e for e in sim.events if e.type == "rejected"]
    if not attacks:
        why = refused[0].text.split("認められない: ", 1)[-1] if refused else "攻撃は行われません"
        return f"その攻撃はできません({why})"
    a, d = plan.attacker, "player2" if plan.attacker == "player1" else "player1"
    parts: list[str] = ["その攻撃はできます"] if plan.legality and not refused else []
    if any(e.data.get("code") == "stunned_target" for e in refused):
        parts.append(f"スタン状態のUNITは攻撃対象にできないので、{_who(d)}プレイヤーを攻撃します")
    target = attacks[-1].data.get("target")
    if target not in PLAYERS and "1402.1" in attacks[-1].rules and "1407.1" not in attacks[-1].rules:
        parts.append("【暗躍】を持つUNITは【暗躍】を持つUNITなら攻撃できます(1402.1)")
    if "1407.1" in attacks[-1].rules:
        why = "スタン状態" if "803.5a-1" in attacks[-1].rules else "【暗躍】で攻撃できない"
        parts.append(f"【ヘイト】を持つUNITは{why}なので攻撃対象に選べず、他のUNITを攻撃できます(1326.2)")
    bujutsu = [e.data.get("applied") for e in sim.events if e.type == "battle" and "1406.1" in e.rules]
    if True in bujutsu:
        parts.append("【武術】を持つUNITは【武術】を持たないUNITと戦闘中+1/+1を得ます")
    elif False in bujutsu:
        parts.append(
            "【武術】の+1/+1は【武術】を持たないUNITと戦闘中にだけ得るので、この戦闘では得ません(1406.1)"
        )
    if target in PLAYERS:
        if plan.defenders and not refused:
            parts.append(f"攻撃対象に選べるUNITがいないので、{_who(d)}プレイヤーを攻撃します(803.5b)")
        values = [
            str(-int(e.data["delta"])) for e in sim.events if "804.11b" in e.rules and e.type == "counter"
        ]
        if len(values) > 1:
            total = lost_kizuna(sim, d)
            each = "点と".join(values)
            parts.append(
                f"攻撃UNITごとにオーバーキルが発生し、{_who(d)}は絆を{each}点、合計{total}点失います"
            )
        else:
            parts.append(f"{_who(d)}は絆を{lost_kizuna(sim, d)}点失います")
    else:
        parts.extend(_unit_fight(sim, plan, str(target), a, d))
    left = [
        f"{_who(p)}の絆は残り{sim.counter(p, 'kizuna')}点" for p in plan.bonds if sim.counter(p, "kizuna") > 0
    ]
    ending = _ending(sim)
    if plan.defeat:  # 「即負け?」: whether anyone loses now is the answer
        return "。".join(ending + parts + left)
    return "。".join(parts + left + ending)


def _unit_fight(sim: SimulationResult, plan: _Plan, target: str, a: str, d: str) -> list[str]:
    stunned = {
        e.data.get("card")
        for e in sim.events
        if e.type == "set_state" and e.data.get("key") == "stunned" and e.data.get("value")
    }
    parts = [f"{_who(d)}のUNITはスタンします" if target in stunned else f"{_who(d)}のUNITはスタンしません"]
    no_overkill = next(
        (e for e in sim.events if e.type == "battle" and "オーバーキルは発生しない" in e.text), None
    )
    if no_overkill is not None and "1309.1a" in no_overkill.rules:
        parts.append("サポートを持つUNITが攻撃されたので、オーバーキルは発生しません(1309.1a、1218.2)")
    elif no_overkill is not None and len(plan.attacker_ids) > 1:
        parts.append("スクラム攻撃なのでオーバーキルは発生しません")
    elif no_overkill is not None:
        parts.append("STRがDEFを超えていないので、オーバーキルは発生しません")
    stun, over = lost_kizuna(sim, d, "1306.3"), lost_kizuna(sim, d, "804.11a-3")
    if stun and over:
        parts.append(
            f"{_who(d)}は絆を合計{stun + over}点失います(スタンダメージ{stun}点+オーバーキルダメージ{over}点)"
        )
    elif stun or over:
        parts.append(
            f"{_who(d)}は絆を{stun + over}点失います({'スタンダメージ' if stun else 'オーバーキルダメージ'})"
        )
    else:
        parts.append(f"{_who(d)}の絆は減りません")
    if any(uid in stunned for uid in plan.attacker_ids):
        parts.append(
            f"応戦で攻撃したUNITもスタンし、{_who(a)}は絆を{lost_kizuna(sim, a, '1306.3')}点失います"
        )
    elif not plan.counter_judged:
        parts.append("攻撃したUNITが応戦でスタンするかは、書かれていないSTR/DEFによります")
    else:
        parts.append("攻撃したUNITはスタンしません")
    return parts


def _ending(sim: SimulationResult) -> list[str]:
    out = []
    for p in PLAYERS:
        value = sim.counter(p, "kizuna")
        if value <= 0:
            out.append(
                f"{_who(p)}の絆は{value}点になりますが、その場では敗北しません(敗北の判定は回復フェイズ、705.5)"
            )
    over = outcome_phrase(sim)
    if over:
        out.append(f"回復フェイズの判定で{over}")
    return out


def scrum_support(facts: Facts) -> BuiltScenario | Unsupported | None:
    """Whether a UNIT can give スクラムサポート (1218.2, 1219.2b), asked outside an attack."""
    if not asks(facts, r"スクラムサポート|サポートでき|サポートする"):
        return None
    units = read_units(facts)
    if any(u.role in ("attacker", "target") for u in units):
        return None  # an attack with its UNITs named: `attack` runs it, サポート and all
    helper = units[0] if units else None
    target = units[1] if len(units) > 1 else None
    other_org = asks(
        facts, r"(?:違う|異なる|別の)組織|組織が(?:違|異な)|共通する組織(?:が|を)(?:ない|持たない)"
    )
    same_org = asks(facts, r"同じ組織|共通する組織を持つ")
    described = helper is not None and (helper.acted or helper.stunned or bool(helper.icons))
    if not (described or other_org or same_org):
        return None  # 「どんな条件?」: no particular UNIT to check
    s_spec: dict[str, Any] = {"id": "s", "name": "サポートするUNIT"}
    t_spec: dict[str, Any] = {"id": "t", "name": "サポートされるUNIT", "STR": 0, "DEF": 9}
    if helper is not None:
        s_spec.update({"icons": sorted(helper.icons), "acted": helper.acted or helper.stunned})
    if target is not None:
        t_spec["icons"] = sorted(target.icons)
    if other_org:
        s_spec["orgs"] = ["身喰らう蛇"]
    payload = {
        "phase": "battle",
        "player1": {"field": [t_spec, s_spec]},
        "player2": {"field": [{"id": "x", "name": "攻撃してくるUNIT", "STR": 0}]},
        "actions": [
            {"kind": "pass", "player": "player1"},
            {"kind": "attack", "player": "player2", "attackers": ["x"], "target": "t"},
            {"kind": "scrum_support", "player": "player1", "supporter": "s", "target": "t"},
        ],
    }

    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None:
            return f"そのスクラムサポートはできません({refused.text.split('認められない: ', 1)[-1]})"
        return "スクラムサポートできます。対象はサポートを得て、その戦闘でオーバーキルは起きません(1309.1a)"

    notes = (
        "スクラムサポートは攻撃されたUNITの側が攻撃対象選択ステップの優先権処理(803.7)で行うものとして計算しました。",
    )
    return BuiltScenario(
        f"{GAME}.scrum_support", payload, story(head, types=("rejected", "set_state"), limit=3), notes
    )
