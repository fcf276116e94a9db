"""Telling a 軌跡 TCG battle simulation from the asker's side: whether the attack is allowed, who is
stunned, the 絆 each side loses (stun damage, overkill), and — for attacks made one after another —
each attack in turn, or why a UNIT that has attacked cannot attack again.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from service.answering.scenarios.common import outcome_phrase
from service.engine.core import PLAYERS
from service.engine.events import Event
from service.engine.scenario import SimulationResult


@dataclass(frozen=True, slots=True)
class Plan:
    """What the summary needs to know about how the scenario was built."""

    attacker: str  # player1 / player2
    attacker_ids: tuple[str, ...]
    defenders: int
    counter_judged: bool
    bonds: tuple[str, ...]  # players whose 絆 the question states
    legality: bool  # the question asks whether the attack may be made
    defeat: bool  # the question asks whether someone loses: that is told first
    # players whose UNIT stuns with its CPコスト untold: their stun damage (1306.3) is no number to tell
    costless: tuple[str, ...] = ()


# 「この時点で相手は負け?」「この瞬間に勝ちで試合終わり?」「殴った直後に決着?」: a loss or a win asked
# of the moment, not of the 回復フェイズ's judgement (705.5) a run would reach — another act than the one
# asked (「即死」 is a card's word, not a moment)
NOW = (
    r"(?:この|その|今の|現)\s*時点|(?:この|その|今の)?\s*瞬間|直後|(?:この|その)\s*タイミング"
    r"|その場で|今\s*(?:すぐ|ここで)|ただちに|直ちに"
    r"|(?:即(?:座に)?|すぐ(?:に|さま)?|いきなり|もう)\s*(?:負け|敗北|勝ち|勝利|終わ|終了|決着|ゲーム\s*(?:エンド|セット))"
)


# 「相手より先に攻撃できる?」「今すぐ攻撃できる?」「戦闘フェイズが始まってすぐ」: an attack asked before the
# イニシアチブプレイヤー's first combat substep (802.3) — the other player's is then refused (702.3, 803.3)
_BEFORE_FIRST = re.compile(
    r"先に|最初に|先制|真っ先|一番に|先手|前に|今すぐ|すぐに|いきなり|開始(?:直後|してすぐ)|始まってすぐ"
)


def asked_first(text: str) -> bool:
    """The asking sentence asks the attack before the turn player's first combat substep."""
    asked = list(re.finditer(r"[^。?？!！]*[?？]", text))
    return bool(asked) and _BEFORE_FIRST.search(asked[-1].group(0)) is not None


# an attack asked after the one told (「この後」「あとで」「次のターン」「反撃」 in the asking sentence), or a
# スクラムサポート told done before it: the told attack is over, what is asked is another (804.14)
_LATER = re.compile(
    r"(?:この|その)\s*(?:後|あと)|(?:あと|後)\s*で|続けて|反撃|やり返"
    r"|次(?:に|は|の\s*(?:自分の|俺の|こっちの|私の|僕の|うちの)?\s*(?:ターン|番|戦闘))"
)
_SUPPORTED = re.compile(r"サポート(?:を)?\s*(?:し(?:た|て)|付け|つけ|に使っ|として使っ)")


# a UNIT's state told (「今は横向きのアクション状態」): it decides an attack asked later (803.3a-1)
_STATE_TOLD = re.compile(r"アクション状態|アクト状態|横向き|縦向き|レディ状態|スタン状態")


def asked_later(text: str, *, theirs: bool = True) -> bool:
    """The asking sentence asks an attack after the one told (「そのBでこの後攻撃できる?」). After the
    asker's own attack (`theirs` False) only when no UNIT's state is told, which would decide it."""
    asked = list(re.finditer(r"[^。?？!！]*[?？]", text))
    if not asked or (not theirs and _STATE_TOLD.search(text)):
        return False
    start = asked[-1].start()
    return _LATER.search(asked[-1].group(0)) is not None or _SUPPORTED.search(text, 0, start) is not None


# 「スタンさせられる?」「オーバーキルできる?」「倒せる?」: what an attack may bring about is asked, not
# whether the attack may be made — the attack's legality is no answer to it
_RESULT_ASKED = re.compile(
    r"(?:スタン|オーバーキル)\s*(?:さ(?:せ)?)?\s*(?:られ|れ|せ)?\s*(?:る\s*)?(?:こと\s*[はがも]?\s*)?"
    r"(?:でき|可能|られ(?:る|ます|ない)|れる)|倒せ|倒(?:す|せる)こと"
)


# 「スタンさせられる?」「スタンさせることができますか?」 at the question mark: the lexicon reads it as the
# asked UNIT's fate (kiseki.jsonl, ASK destroyed, as 「スタンする?」), which the attack's run answers
_STUN_FATE = re.compile(
    r"スタン\s*させ(?:られ|れ)(?:る|ます|ない|ません)(?:の|ん)?(?:です|だ)?"
    r"(?:か|かな|よね|っけ|だっけ|んだっけ)?\s*[?？]$"
)


def result_asked(text: str) -> bool:
    """The asking sentence asks what the attack may bring about (「オーバーキルできる?」), not whether it may
    be made (803.6): the attack's legality is no answer to it — unless it asks the stun as a fate."""
    asked = list(re.finditer(r"[^。?？!！]*[?？]", text))
    last = asked[-1].group(0) if asked else text
    return _RESULT_ASKED.search(last) is not None and not _STUN_FATE.search(last)


def who(player: str) -> str:
    return "自分" if player == "player1" else "相手"


def _boosts(sim: SimulationResult) -> list[str]:
    """「+2/+0を得たSTR2」: the changed values the UNIT fights with (1303.1, 1303.2)."""
    out = []
    for e in sim.events:
        if e.type != "battle" or "boost" not in e.data:
            continue
        x, y = e.data["boost"]
        changed = "・".join(
            f"{k}{v}" for (k, v), d in zip(e.data["values"].items(), (x, y), strict=True) if d
        )
        mine = e.data["card"] in (*sim.uids("player1", "field"), *sim.uids("player1", "kiseki"))
        owner = who("player1" if mine else "player2")
        out.append(f"{owner}のUNITは{x:+d}/{y:+d}を得て{changed}で戦闘します({'、'.join(e.rules)})")
    return out


def costless_stuns(events: Sequence[Event], payload: Mapping[str, Any]) -> tuple[str, ...]:
    """The players one of whose UNITs the run stuns while the question gave no CPコスト for it: the run's
    stand-in 1 is no stun damage to state (1306.3 — the 絆 lost is that UNIT's CPコスト). A player told
    to take no stun damage (1307.1) loses none whatever the cost."""
    stunned = {
        e.data.get("card")
        for e in events
        if e.type == "set_state" and e.data.get("key") == "stunned" and e.data.get("value")
    }
    out = []
    for seat in PLAYERS:
        side = payload.get(seat) or {}
        if side.get("no_stun_damage"):
            continue
        if any(s.get("id") in stunned and "cp_cost" not in s for s in side.get("field", [])):
            out.append(seat)
    return tuple(out)


def lost_kizuna(sim: SimulationResult, player: str, rule: str | None = None) -> int:
    """The 絆 `player` lost in `sim` (only by events citing `rule`, when given)."""
    events = [e for e in sim.events if e.type == "counter" and e.data.get("key") == "kizuna"]
    return -sum(
        int(e.data.get("delta", 0))
        for e in events
        if e.data.get("player") == player and (rule is None or rule in e.rules)
    )


def battle_head(sim: SimulationResult, plan: Plan) -> str:
    attacks = [e for e in sim.events if e.type == "attack"]
    refused = [e for e in sim.events if e.type == "rejected"]
    if not attacks:
        why = refused[0].text.split("認められない: ", 1)[-1] if refused else "攻撃は行われません"
        return f"その攻撃はできません({why})"
    a, d = plan.attacker, "player2" if plan.attacker == "player1" else "player1"
    parts: list[str] = ["その攻撃はできます"] if plan.legality and not refused else []
    if any(e.data.get("code") == "stunned_target" for e in refused):
        parts.append(f"スタン状態のUNITは攻撃対象にできないので、{who(d)}プレイヤーを攻撃します")
    target = attacks[-1].data.get("target")
    if target not in PLAYERS and "1402.1" in attacks[-1].rules and "1407.1" not in attacks[-1].rules:
        parts.append("【暗躍】を持つUNITは【暗躍】を持つUNITなら攻撃できます(1402.1)")
    if "1407.1" in attacks[-1].rules:
        rules = attacks[-1].rules
        # 「これは攻撃されない」 (1326.1) is the other reason a 【ヘイト】 UNIT cannot be chosen (audit 22e)
        why = (
            "スタン状態"
            if "803.5a-1" in rules
            else "「攻撃されない」"
            if "1326.1" in rules
            else "【暗躍】で攻撃できない"
        )
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
            parts.append(f"攻撃対象に選べるUNITがいないので、{who(d)}プレイヤーを攻撃します(803.5b)")
        values = [
            str(-int(e.data["delta"])) for e in sim.events if "804.11b" in e.rules and e.type == "counter"
        ]
        if len(values) > 1:
            total = lost_kizuna(sim, d)
            each = "点と".join(values)
            parts.append(f"攻撃UNITごとにオーバーキルが発生し、{who(d)}は絆を{each}点、合計{total}点失います")
        elif lost_kizuna(sim, d):
            parts.append(f"{who(d)}は絆を{lost_kizuna(sim, d)}点失います")
        else:
            parts.append(f"{who(d)}の絆は減りません（0点）")
        if any(e.type == "battle" and "1319.1" in e.rules for e in sim.events):
            parts.append("「オーバーキルしない」UNITのオーバーキルは発生しません（0点）(1319.1)")
    else:
        parts.extend(_unit_fight(sim, plan, str(target), a, d))
    parts.extend(_boosts(sim))
    for e in sim.events:
        if e.type == "battle" and "1307.1" in e.rules:
            spared = "player1" if e.text.startswith("player1") else "player2"
            parts.append(
                f"{who(spared)}はスタンダメージを受けないので、UNITがスタンしても絆を失いません(1307.1)"
            )
    left = _left(sim, plan)
    ending = _ending(sim, plan)
    if plan.defeat:  # 「即負け?」: whether anyone loses now is the answer
        return "。".join(ending + parts + left)
    return "。".join(parts + left + ending)


def _unit_fight(sim: SimulationResult, plan: Plan, target: str, a: str, d: str) -> list[str]:
    stunned = {
        e.data.get("card")
        for e in sim.events
        if e.type == "set_state" and e.data.get("key") == "stunned" and e.data.get("value")
    }
    parts = [f"{who(d)}のUNITはスタンします" if target in stunned else f"{who(d)}のUNITはスタンしません"]
    no_overkill = next(
        (e for e in sim.events if e.type == "battle" and "オーバーキルは発生しない" in e.text), None
    )
    # said after the 絆 lost (its 0 is no answer to 「何点減る?」), with its 0 (「オーバーキルは何点?」 had
    # read the STR of the engine's event 「STR 4 が DEF 4 を超えない」: 4 for 0)
    none, zero = "オーバーキルは発生しません", "（オーバーキルダメージ0点）"
    if no_overkill is not None and "1319.1" in no_overkill.rules:
        none = f"攻撃UNITは「オーバーキルしない」ので、{none}(1319.1){zero}"
    elif no_overkill is not None and "1309.1a" in no_overkill.rules:
        none = f"サポートを持つUNITが攻撃されたので、{none}(1309.1a、1218.2){zero}"
    elif no_overkill is not None and len(plan.attacker_ids) > 1:
        none = f"スクラム攻撃なので{none}{zero}"
    elif no_overkill is not None:
        none = f"STRがDEFを超えていないので、{none}{zero}"
    stun, over = lost_kizuna(sim, d, "1306.3"), lost_kizuna(sim, d, "804.11a-3")
    untold = "スタンダメージ(スタンしたUNITのCPコストに等しい点、1306.3。CPコストは書かれていません)"
    if stun and d in plan.costless:
        overkill = f"とオーバーキルダメージ{over}点" if over else ""
        parts.append(f"{who(d)}は絆を{untold}{overkill}失います")
    elif stun and over:
        parts.append(
            f"{who(d)}は絆を合計{stun + over}点失います(スタンダメージ{stun}点+オーバーキルダメージ{over}点)"
        )
    elif stun or over:
        parts.append(
            f"{who(d)}は絆を{stun + over}点失います({'スタンダメージ' if stun else 'オーバーキルダメージ'})"
        )
    else:
        parts.append(f"{who(d)}の絆は減りません（0点）")
    if any(uid in stunned for uid in plan.attacker_ids) and a in plan.costless:
        parts.append(f"応戦で攻撃したUNITもスタンし、{who(a)}は絆を{untold}失います")
    elif any(uid in stunned for uid in plan.attacker_ids):
        parts.append(f"応戦で攻撃したUNITもスタンし、{who(a)}は絆を{lost_kizuna(sim, a, '1306.3')}点失います")
    elif not plan.counter_judged:
        parts.append("攻撃したUNITが応戦でスタンするかは、書かれていないSTR/DEFによります")
    else:
        parts.append("攻撃したUNITはスタンしません")
    return parts + ([none] if no_overkill is not None else [])


def _left(sim: SimulationResult, plan: Plan) -> list[str]:
    """The 絆 each told player has left — not of a player whose UNIT the run stunned with no CPコスト told:
    its stun damage is that cost (1306.3), so the run's stand-in 1 is no count to state (「相手の絆6。…
    スクラム攻撃して、相手のDEF5のUNITを攻撃した。相手の絆は?」 had stated 5)."""
    return [
        f"{who(p)}の絆は残り{sim.counter(p, 'kizuna')}点"
        for p in plan.bonds
        if sim.counter(p, "kizuna") > 0 and p not in plan.costless
    ]


def _ending(sim: SimulationResult, plan: Plan | None = None) -> list[str]:
    out = []
    costless = plan.costless if plan is not None else ()
    for p in PLAYERS:
        value = sim.counter(p, "kizuna")
        if value <= 0:
            now = "スタンダメージ次第ですが" if p in costless else f"{value}点になりますが"
            out.append(f"{who(p)}の絆は{now}、その場では敗北しません(敗北の判定は回復フェイズ、705.5)")
    over = outcome_phrase(sim)
    if over:
        out.append(f"回復フェイズの判定で{over}")
    return out


def sequence_head(sim: SimulationResult, plan: Plan) -> str:
    """Attacks one after another (「1体ずつ攻撃」「もう一回攻撃できる?」): each in turn, then the total."""
    d = "player2" if plan.attacker == "player1" else "player1"
    parts: list[str] = []
    again = next((e for e in sim.events if e.type == "rejected" and e.data.get("code") == "not_ready"), None)
    attacks = [i for i, e in enumerate(sim.events) if e.type == "attack"]
    for n, start in enumerate(attacks, start=1):
        end = attacks[n] if n < len(attacks) else len(sim.events)
        lost = -sum(
            int(e.data.get("delta", 0))
            for e in sim.events[start:end]
            if e.type == "counter" and e.data.get("key") == "kizuna" and e.data.get("player") == d
        )
        parts.append(f"{n}回目の攻撃で{who(d)}は絆を{lost}点失います")
    if len(attacks) > 1:
        # the total first: 「相手の絆は(合計)何点減る?」 is answered by the first sentence about 絆
        parts.insert(0, f"{who(d)}は絆を合計{lost_kizuna(sim, d)}点失います(804.11b、攻撃ごとに単独の攻撃)")
    if again is not None:
        parts.append(
            "攻撃したUNITは戦闘解決ステップでアクションされるので(804.4)、同じターンにそのUNITで"
            "もう一度は攻撃できません(攻撃するUNITはレディ状態である必要があります、803.3a-1)"
        )
    left = _left(sim, plan)
    ending = _ending(sim, plan)
    return "。".join([*ending, *parts, *left] if plan.defeat else [*parts, *left, *ending])


# an attacker's untold DEF: high enough that the 応戦 never stuns it, so no answer rests on it (804.11a-4)
STAND_IN_DEF = 50


def untold_def(
    summarize: Callable[[SimulationResult], str], assumed: list[str], statless: str = ""
) -> Callable[[SimulationResult], str]:
    """`summarize` with the 応戦's comparison (804.11a-4) against a stand-in told as untold: `assumed` the
    attackers whose DEF is `STAND_IN_DEF`, `statless` the attacked UNIT whose STR is a stand-in 0 (with
    any +X or 【武術】's +1 it gains) — 「…の STR 1 が 自分のUNIT1(STR5) の DEF 50 未満なので応戦対象は
    スタンしない」 had shown the stand-in 50 (and 「STR 0 が … DEF 1 未満」 the 0 and the engine's 1) as
    told values."""

    def unit(name: str) -> str:  # told from either seat: 「自分の」「相手の」 as the asker sees it
        return rf"(?:自分|相手)の{re.escape(re.sub(r'^(?:自分|相手)の', '', name))}(?:\([^()]*\))?"

    def told(sim: SimulationResult) -> str:
        text = summarize(sim)
        if statless:
            text = re.sub(
                rf"({unit(statless)}) の STR -?[0-9]+ が (\S+?) の DEF -?[0-9]+ 未満なので"
                r"応戦対象はスタンしない",
                r"\1 の STR が書かれていないので、\2 が応戦でスタンするかは示していません",
                text,
            )
        for name in assumed:
            text = re.sub(
                rf"の STR (-?[0-9]+) が ({unit(name)}) の DEF {STAND_IN_DEF} 未満なので"
                r"応戦対象はスタンしない",
                r"の STR \1 で \2 がスタンするかは、その DEF が書かれていないので示していません",
                text,
            )
        return text

    return told
