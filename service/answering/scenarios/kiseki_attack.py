"""軌跡 TCG attacks read from a question: who attacks with which UNITs (scrum attacks too), which UNIT or
player is attacked, スクラムサポート, icon crafts, and the 絆 each side loses (stun damage, overkill).

Stats that decide the result must be stated. When the STR of the attacker or the DEF of the attacked
UNIT is missing, the attack is declined (a question that only asks whether the attack is allowed runs
with 1, which cannot change a refusal). When the 応戦 cannot be decided (STR of the attacked UNIT or
DEF of the attacker missing), the attacked UNIT's STR is set to 0 so that it stuns nothing, and the
answer says that this part was not judged. A missing CPコスト of a UNIT that stuns leaves its stun
damage untold: a loss or defeat asked of that player is declined, other answers name no number for
it. Effects the question says are in effect (+X/+Y, オーバーキルしない, 攻撃されない,
スタンダメージを受けない) are read by `kiseki_effects`. UNITs that attack one after another (「1体ずつ」)
or a UNIT asked to attack again (「もう一回攻撃できる?」) are run as separate attacks, the opponent
passing its combat substep between.
The answer is told by `kiseki_verdict`.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, story
from service.answering.scenarios.kiseki_apart import told_apart
from service.answering.scenarios.kiseki_context import (
    BOTH_LOSS,
    HOW_MANY,
    asks_loss_of,
    asks_stun_of,
    attacks_player,
    costless_asked,
    told_count,
)
from service.answering.scenarios.kiseki_effects import read_effects, spec_effects
from service.answering.scenarios.kiseki_read import PASSIVE, Unit, read_units
from service.answering.scenarios.kiseki_retold import (
    afterthought_icons,
    attacked_in_clause,
    every_holder,
    fold_retold,
)
from service.answering.scenarios.kiseki_sides import stunned_if, support_before_attack, support_on_attacker
from service.answering.scenarios.kiseki_verdict import (
    NOW,
    STAND_IN_DEF,
    Plan,
    asked_first,
    asked_later,
    battle_head,
    costless_stuns,
    sequence_head,
    untold_def,
    who,
)
from service.engine.scenario import simulate

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
# 「1体ずつ攻撃」: each UNIT attacks alone, in its own combat substep
_SEPARATE = (
    r"(?:1|一)(?:体|つ)ずつ|ひとつずつ|別々に|バラバラに|(?:それぞれ|各々|個別に)(?:単独で)?(?:攻撃|アタック|殴)"
    r"|単独で(?:それぞれ|順番に)"
)
# 「もう一回攻撃できる?」: the same UNIT attacks again in the same turn
_AGAIN = (
    r"もう(?:1|一)?(?:回|度|発)|(?:2|二)(?:回|度)(?:目)?|再び|再度"
    r"|(?:続けて|連続で)(?:攻撃|アタック)"
)
_GUESSED = "UNITの後に別に書かれた{what}は、{which}UNITのものとして計算しました。"
_COSTLESS = (
    "スタンするUNITのCPコストが書かれていない(スタンダメージはCPコストに等しい絆です、1306.3)ため、"
    "絆がいくつ減るか・勝敗はシミュレーションしていません。"
)
_COSTLESS_NOTE = (
    "CPコストが書かれていないUNITのスタンダメージ(CPコストに等しい絆、1306.3)は、点数を示していません。"
)


# the players' words, for 「俺の絆は何点減る?」: whose loss a count asks
def _label(u: Unit, owner: str, n: int) -> str:
    bits = [*sorted(u.icons)]
    bits += [f"{k}{v}" for k, v in (("STR", u.str_), ("DEF", u.def_)) if v is not None]
    tag = f"({'/'.join(bits)})" if bits else ""
    return f"{owner}のUNIT{n}{tag}"


def _attackable(a: Unit, d: Unit) -> bool:
    return not d.stunned and not d.unattackable and ((_ANYAKU in a.icons) == (_ANYAKU in d.icons))


def _likely_target(attackers: list[Unit], defenders: list[Unit]) -> Unit | None:
    """The UNIT the engine's default choice attacks (【ヘイト】 first), as 803.5/1407.1 allow."""
    units = [d for d in defenders if all(_attackable(a, d) for a in attackers)]
    hate = [d for d in units if _HATE in d.icons]
    return next(iter(hate or units), None)


def _bonus(u: Unit, other: Unit) -> int:
    return 1 if _BUJUTSU in u.icons and _BUJUTSU not in other.icons else 0


# 「1体は回復した」「もう回復してる」: a UNIT recovered from its stun (1306.4), not the 回復フェイズ
_RECOVERED = re.compile(r"回復(?!フェイズ|フェーズ)(?:し|済|さ|して)")
# 「その暗躍持ちはスタン状態」「そいつはもうスタンしてる」: a UNIT told again by a pointing word — which
# UNIT it is, the builder's unit reader does not resolve (it had made it a third UNIT, kiseki-bn-18)
_POINTED = re.compile(
    r"(?:その|そいつ|こいつ|あいつ|そっち)\s*(?:[【\[]?[^\s、。【】\[\]]{1,4}[】\]]?\s*持ち)?\s*(?:は|が|って|も)"
)


def attack(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not (facts.attack or asks(facts, r"スクラム攻撃")):
        return None
    if _POINTED.search(facts.text) or support_before_attack(facts.text) or stunned_if(facts.text):
        return None
    if support_on_attacker(facts.text):  # the attacker's サポート: not the attacked UNIT's (1309.1a)
        return None
    units = fold_retold(read_units(facts), facts.text)
    units = afterthought_icons(every_holder(units, facts.text), facts.text)
    effects = read_effects(facts, attacked_in_clause(units, facts.text))
    if effects.problem is not None:
        return Unsupported(
            f"{effects.problem}のようなカードの効果はエンジンが扱っていない(バニラのカードのみ)ため、"
            "シミュレーションしていません。"
        )
    units = effects.units
    if BOTH_LOSS.search(facts.text):
        return Unsupported(
            "両プレイヤーの絆の減少を問う質問に、一つの数では答えられないため、シミュレーションしていません。"
        )
    if any(u.role == "retold" for u in units):  # `kiseki_retold.fold_retold`: one UNIT, two values
        return Unsupported(
            "同じUNITのSTR・DEF・CPコストが2通りに書かれている(仮定の値かもしれない)ため、シミュレーションしていません。"
        )
    attackers = [u for u in units if u.role == "attacker"]
    if not attackers:
        attackers = [u for u in units if u.role is None and u.side != "opponent" and u.str_ is not None][:1]
    # 「自分の場のUNITが全部アクション状態。攻撃できる?」 — but in 「攻撃されたとき、自分のUNITで
    # スクラムサポートできる?」 the UNIT supports: `scrum_support` reads that
    if not attackers and asks(facts, _LEGALITY) and not asks(facts, r"スクラムサポート"):
        candidates = [u for u in units if u.role in (None, "present") and u.side != "opponent"]
        # a UNIT of no side is the asker's only when it is the one such UNIT (「相手の場に、スタンして
        # いる【ヘイト】のUNITと、スタンしていないUNITがいる」: neither attacks)
        unsided = [u for u in candidates if u.side is None]
        attackers = candidates[:1] if len(unsided) <= 1 or candidates[0].side == "self" else []
    if not attackers:
        return None
    side = attackers[0].side or (
        "opponent" if asks(facts, PASSIVE + r"|(?:攻撃|アタック|殴っ)て(?:き|く)") else "self"
    )
    foe = "self" if side == "opponent" else "opponent"
    defenders = [u for u in units if u not in attackers and u.role != "absent" and u.side in (foe, None)]
    counted = told_count(facts.text, foe)
    if counted is not None and len(defenders) > counted:
        # 「相手の場にUNITが1体いるけど、【暗躍】持ち」: the one UNIT and its keyword had been seated as two
        # (a plain one the attack could choose: 803.5b 'no' for 'yes', audit 11b)
        return Unsupported(
            "書かれたUNITの数より多くのUNITを読み取ったため(同じUNITの説明かもしれません)、シミュレーションしていません。"
        )
    explicit = next((d for d in defenders if d.role == "target"), None)
    to_player = explicit is None and attacks_player(facts)
    # 「普通の方を殴れる?」「ヘイトじゃない方に」: the question names the attacked UNIT among several,
    # by words that match none of them — guessing one would answer about another UNIT
    unnamed = r"(?:方|ほう)\s*(?:に|を|へ)|(?:やつ|ヤツ|奴)\s*(?:に|を|へ)\s*(?:攻撃|アタック|殴|狙)"
    if (
        explicit is None
        and not to_player
        and len([d for d in defenders if not d.stunned]) > 1
        and re.search(unnamed, facts.text)
    ):
        return Unsupported(
            "攻撃対象として書かれたUNITがどれか特定できないため、シミュレーションしていません。"
        )
    all_stunned = bool(defenders) and all(d.stunned for d in defenders)
    if all_stunned and _RECOVERED.search(facts.text):
        # 「相手のUNITは全部スタン。でも1体は回復した」: a recovered one is attackable again (1306.4,
        # 803.5b) — the player had been attacked (3 stated)
        return Unsupported(
            "スタン状態から回復したUNITがいると書かれているため、シミュレーションしていません。"
        )
    others = [d for d in defenders if d is not explicit]
    if explicit is not None and others and all(d.stunned for d in others) and _bare(explicit):
        # 「相手のUNITは2体ともスタン。相手のUNITを攻撃できる?」: one of the stunned ones (803.5a-1)
        return None
    if all_stunned and explicit is None and not to_player and asks(facts, _LEGALITY):
        # 「相手のUNITは2体ともスタン。自分のUNITで攻撃できる?」 asks an attack on the player (803.5b), yet
        # the run's refused attack on a stunned UNIT (803.5a-1) had said 'no'; with 「相手のUNITを攻撃
        # できる?」 'yes' (the player attacked) — the plans judge which is asked
        return None
    target = explicit or (None if to_player or all_stunned else _likely_target(attackers, defenders))
    separate = len(attackers) > 1 and (asks(facts, _SEPARATE) or told_apart(units, facts.text, to_player))
    again = len(attackers) == 1 and asks(facts, _AGAIN)
    # 「1回目の攻撃で何点減る?」: the conclusion tells the total first; one attack of several is not told
    if (
        (separate or again)
        and not asks(facts, _LEGALITY)
        and re.search(r"[0-9０-９一二三]\s*(?:回目|体目|番目)", facts.text)
    ):
        return Unsupported(
            "何回目の攻撃についての問いかを結論に反映できないため、シミュレーションしていません。"
        )
    # 組織 that differ refuse a scrum attack (803.3b) whatever the stats: that is what is asked
    scrum = len(attackers) > 1 and not separate
    legality = asks(facts, _LEGALITY) or (scrum and asks(facts, _OTHER_ORGS))
    if legality and asked_later(facts.text, theirs=side == "opponent"):
        # 「…Bでスクラムサポートした。そのBでこの後攻撃できる?」「…攻撃。次はそいつを攻撃できる?」: the asked
        # attack comes after the one told (803.3a-1, 804.14) — the told one's legality had been said
        return Unsupported("問われた攻撃は書かれた攻撃の後の別の攻撃のため、シミュレーションしていません。")
    # 【武術】 or サポート said of a UNIT that neither attacks nor is attacked changes nothing in the
    # engine, yet such a UNIT is most often the fighting one named again (「…相手UNITを攻撃。相手UNITは
    # 【武術】持ち」): which UNIT it is decides the 絆 (1406.1, 1309.1a), so the amount is not stated
    if not legality and any(
        u not in attackers and u is not target and (_BUJUTSU in u.icons or u.support) for u in units
    ):
        return Unsupported(
            "【武術】やサポートを持つと書かれたUNITが、攻撃するUNIT・攻撃されるUNITのどれのことか"
            "特定できないため、シミュレーションしていません。"
        )
    # 「DEF5・CP2のユニット」: a bare CP told with a UNIT is its CP cost, the stun damage (1306.3), which
    # the UNIT reader takes only as 「CPコスト」 — counting it as 1 would state a wrong 絆
    if not legality and re.search(r"C[PＰ]\s*[0-9０-９](?!\s*(?:コスト|以上|以下))", facts.text):
        return Unsupported("CPがUNITのCPコストかどうか特定できないため、絆がいくつ減るかを計算していません。")
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
    if not judged and not legality and (asks_loss_of(facts.text, side) or asks_stun_of(facts.text, side)):
        # 804.11a-4: the attacker's loss is the 応戦's stun damage, which the stats told do not decide
        return Unsupported(
            "攻撃されるUNITのSTRか攻撃するUNITのDEFが書かれていないため、応戦で攻撃UNITがスタンするか"
            "(804.11a-4)、攻撃した側の絆が減るかを判定できません。"
        )
    # the stand-in STR 0 of an attacked UNIT whose STR is untold gains +X or 【武術】's +1 (1406.1): the
    # attackers then get a DEF it cannot stun — the conclusion had said the untold 応戦 stunned them
    raised = False
    if not judged and target is not None and target.str_ is None:
        gain = target.boost[0] + _bonus(target, attackers[0])
        raised = gain > 0
        told = [a.def_ + a.boost[1] + _bonus(a, target) for a in attackers if a.def_ is not None]
        if raised and any(d <= gain for d in told):
            return Unsupported(
                "攻撃されるUNITのSTRが書かれておらず、攻撃されるUNITはSTRを得るため、応戦で攻撃UNITが"
                "スタンするか(804.11a-4)を判定できません。"
            )
    if not judged:
        notes.append(
            "攻撃されるUNITのSTRか攻撃するUNITのDEFが書かれていないため、応戦で攻撃UNITがスタンするか"
            "(804.11a-4)は判定せず、スタンしないものとして計算しました。"
        )
    for u in units:
        if u.guessed:
            what = "・".join(f"「{label}」" for label in u.guessed)
            notes.append(_GUESSED.format(what=what, which="攻撃する" if u in attackers else "攻撃される"))

    a_player = "player1" if side == "self" else "player2"
    d_player = "player2" if a_player == "player1" else "player1"
    a_ids = _ids("a", len(attackers))  # a lone UNIT is "a" / "d", as in the documented examples
    d_ids = _ids("d", len(defenders))
    a_specs = [_spec(a_ids[i], a, _label(a, who(a_player), i + 1)) for i, a in enumerate(attackers)]
    told = [bool(a.orgs) for a in attackers]
    if scrum and any(told) and not all(told):
        return Unsupported(
            "スクラム攻撃するUNITの一部にしか組織が書かれておらず、共通する組織を持つか(803.3b)を"
            "判定できないため、シミュレーションしていません。"
        )
    if len(a_specs) > 1 and asks(facts, _OTHER_ORGS):  # scrum or not: the 組織 are as said
        for i, spec in enumerate(a_specs):
            spec["orgs"] = [_ORG_NAMES[i % len(_ORG_NAMES)]]
    d_specs = []
    assumed: list[str] = []  # the attackers whose DEF is the stand-in (the conclusion says it is untold)
    statless = ""  # the attacked UNIT whose STR is the stand-in 0
    for i, d in enumerate(defenders):
        spec = _spec(d_ids[i], d, _label(d, who(d_player), i + 1))
        if d is target and not judged and d.str_ is None:
            spec["STR"] = 0
            statless = str(spec["name"])
        if d is target and not judged and (d.str_ is not None or raised):
            # its STR told (or raised), the attackers' DEF not: a DEF it cannot stun
            for a, a_spec in zip(attackers, a_specs, strict=True):
                if a.def_ is None:
                    a_spec["DEF"] = STAND_IN_DEF
                    assumed.append(str(a_spec["name"]))
        d_specs.append(spec)
    tgt_id = d_ids[defenders.index(target)] if target is not None and target in defenders else None
    choices: dict[str, str] = {}
    if asks(facts, r"スクラムサポート") and not asks(
        facts, r"スクラムサポート(?:を)?(?:しない|しなかっ|せず)"
    ):
        helper = target or (defenders[0] if defenders else None)
        icons = [_ANYAKU] if helper is not None and _ANYAKU in helper.icons else []
        if not [d for d in defenders if d is not helper]:  # 「同じ組織の別ユニットで」 is already there
            d_specs.append({"id": "sup", "name": f"{who(d_player)}のサポートするUNIT", "icons": icons})
        choices["support"] = "first"

    ids = [s["id"] for s in a_specs]
    actions: list[dict[str, Any]] = []
    first = {"player": a_player} if a_player == "player2" and legality and asked_first(facts.text) else {}
    if a_player == "player2" and not first:  # 802.3: the turn player's substep first, unless asked before
        actions.append({"kind": "pass", "player": "player1"})
    if all_stunned and explicit is None and not to_player:
        # show why a stunned UNIT cannot be chosen (803.5a-1), then attack the player (803.5b) — each
        # UNIT alone in its own combat substep when told 「1体ずつ」, not one scrum attack (804.5)
        actions.append({"kind": "attack", "attackers": ids, "target": d_ids[0]})
        for n, group in enumerate([[i] for i in ids] if separate else [ids]):
            if n:
                actions.append({"kind": "pass", "player": d_player})
            actions.append({"kind": "attack", "attackers": group, "target": d_player})
    else:
        target_id = d_player if to_player else tgt_id
        aim = {"target": target_id} if target_id else {}
        rounds = [[i] for i in ids] if separate else [ids, ids] if again else [ids]
        for n, group in enumerate(rounds):
            if n:  # the other player's combat substep comes between (804.14, 803.4a)
                actions.append({"kind": "pass", "player": d_player})
            actions.append({"kind": "attack", "attackers": group, **aim, **first})
    flow: list[str] = []
    if asks(facts, _LOSE) and not asks(facts, NOW):  # asked of the moment: told as it is then
        actions += [{"kind": "pass"}, {"kind": "pass"}]
        flow.append(
            "攻撃の後は両プレイヤーとも攻撃しないものとして、回復フェイズの判定(705.5)まで進めました。"
        )
    p1: dict[str, Any] = {"field": a_specs if a_player == "player1" else d_specs}
    p2: dict[str, Any] = {"field": d_specs if a_player == "player1" else a_specs}
    for spec, who_ in ((p1, "self"), (p2, "opponent")):
        bond = facts.players.get(who_, {}).get("bond")
        if bond is None and who_ == foe:  # 「絆が残り4のとき…攻撃された」: the attacked side's
            bond = facts.numbers.get("bond")
        if bond is not None:
            spec["kizuna"] = bond
        if who_ in effects.no_stun_damage:
            spec["no_stun_damage"] = True
    payload: dict[str, Any] = {"phase": "battle", "player1": p1, "player2": p2, "actions": actions}
    if choices:
        payload["choices"] = choices
    bonds = tuple(p for p, spec in (("player1", p1), ("player2", p2)) if "kizuna" in spec)
    events = simulate(GAME, payload).events
    costless = costless_stuns(events, payload)
    if costless and not legality:
        # 1306.3: the stun damage is the stunned UNIT's CPコスト, which the question does not give — a loss
        # or a defeat asked of that player hangs on it (the stand-in 1 had been stated)
        seats = {side: a_player, foe: d_player}
        if costless_asked(facts.text, costless, seats, asks(facts, _LOSE), asks(facts, HOW_MANY)):
            return Unsupported(_COSTLESS)
    plan = Plan(a_player, tuple(ids), len(defenders), judged, bonds, legality, asks(facts, _LOSE), costless)
    if not any(e.type == "attack" for e in events):
        # 「アクション状態のUNITで攻撃。何点減る?」: the amount of an attack never made
        if not legality and asks(facts, HOW_MANY):
            why = next((e.text for e in events if e.type == "rejected"), "")
            return Unsupported(
                f"質問の攻撃はルール上行えない({why})ため、その攻撃で減る絆の値はシミュレーションしていません。"
            )
        notes = []  # refused: no stat could have changed that
    elif costless:
        notes.append(_COSTLESS_NOTE)
    head = sequence_head if separate or again else battle_head
    summary = untold_def(story(lambda s: head(s, plan), limit=6), assumed, statless)
    return BuiltScenario(f"{GAME}.attack", payload, summary, tuple(notes + flow))


def _bare(u: Unit) -> bool:
    """A UNIT named with nothing of its own (no stat, icon, state or 組織): maybe one told before."""
    told = (u.str_, u.def_, u.cost)
    return all(v is None for v in told) and not (u.icons or u.stunned or u.acted or u.support or u.orgs)


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
    if u.orgs:  # the 組織 the question names (803.3b); else the engine's one shared 組織
        spec["orgs"] = sorted(u.orgs)
    return spec | spec_effects(u)
