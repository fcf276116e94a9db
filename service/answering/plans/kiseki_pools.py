"""軌跡 TCG plans over a player's pools: paying an EVENT's EPコスト from the 拠点 (1217.2) and drawing
from the deck (1313.1, 1102.1).

`ep_payment`: 「拠点にカードがN枚(そのうちk枚はアクション済み)、EPコストCのEVENTをプレイできる?」 —
each ready 拠点 card is acted for 1 EP, then the EVENT is played; a state said of part of the 拠点
(「そのうち1枚は横にした」: the lexicon gives the state its count) is given to that many cards, a
state said of the 拠点 with no count to all of them.

`deck_draw`: 「デッキが残りD枚でN枚引いたら勝敗は?」 — the drawing player (the deck's owner, else the
turn player the question names) draws N by an effect in its deploy step, seated as the turn player.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"


def _one(facts: tuple[Fact, ...], concept: str) -> Fact | None:
    """The single fact of `concept` (None when there is none, or several disagree)."""
    found = [f for f in facts if f.concept == concept]
    values = {f.value for f in found}
    return found[0] if len(values) == 1 else None


def _in_battle(reading: Reading) -> str | None:
    """Where the EVENT is played: "" the 配備ステップ (no 戦闘フェイズ told: as before), "self"/"opponent"
    the 戦闘フェイズ of that player's turn (「相手ターンの戦闘中」), None another turn or phase told."""
    turns = {f.concept for f in reading.of(Role.TURN) if not f.negated}
    if "battle_phase" not in turns:
        return ""
    if any(f.negated for f in reading.of(Role.TURN)) or not turns <= {
        "battle_phase",
        "opponent_turn",
        "self_turn",
    }:
        return None
    if {"opponent_turn", "self_turn"} <= turns:
        return None
    return "opponent" if "opponent_turn" in turns else "self"


# 「相手が撃てる?」「相手は…使える?」: the opponent as a subject — the EVENT the plan plays is the asker's
_SUBJECT = re.compile(r"\s*(?:が|は)")


def ep_payment(reading: Reading) -> BuiltScenario | None:
    # 「撃てる?撃ったら拠点は何枚残る?」「何枚まで撃てる?」: a number asked beside the can is no yes/no
    # (the 3 of 「EPを3得られます」 had been stated for both)
    asked = {f.concept for f in reading.asks()}
    if "can" not in asked or asked & {"number", "winner", "destroyed"} or not plain(reading):
        return None
    if any(f.concept == "about:number" and f.value != 1 for f in reading.asks()):
        return None  # 「EVENTを2枚撃てる?」: several EVENTs asked, the plan plays one ('yes' had been stated)
    turns = reading.of(Role.TURN)
    if any(
        o.owner == "opponent"
        and _SUBJECT.match(reading.text, o.end)
        and not any(t.start <= o.start < t.end for t in turns)
        for o in reading.of(Role.OWNER)
    ):
        return None  # 「EVENTを相手が撃てる?」: the opponent plays it, from 拠点 the question gives the asker
    if any(f.concept == "event" and f.owner == "opponent" for f in reading.of(Role.CARD)):
        return None  # 「相手のEVENTを撃てる?」: the opponent's EVENT, played by its owner only (902.4b)
    # an EVENT is paid for: not a UNIT's アーツ (「UNITのアーツを使える?」) nor a UNIT's CPコスト
    if any(f.concept == "arts" for f in reading.of(Role.ACTION)):
        return None
    unit = _unit_first(reading)
    if unit is None and any(f.concept == "unit" for f in reading.of(Role.CARD)):
        return None
    cost = _one(reading.of(Role.STAT), "ep_cost")
    counts = reading.of(Role.QUANTITY)
    base = _one(tuple(f for f in counts if f.owner != "opponent"), "base")
    theirs = _one(tuple(f for f in counts if f.owner == "opponent"), "base")  # 「相手の拠点は3枚」
    if cost is None or base is None or not isinstance(cost.value, int) or not isinstance(base.value, int):
        return None
    if base.value > 30 or (theirs is not None and not isinstance(theirs.value, int)):
        return None
    acted = acted_part(reading, base, cost.start)
    if acted is None:
        return None
    pool = _one(counts, "ep")
    ep = pool.value if pool is not None and isinstance(pool.value, int) and pool.owner != "opponent" else 0
    notes = [] if pool is not None else ["EPプールのEPは書かれていないので0として計算しました。"]
    n, c = base.value, cost.value
    cards = [
        {"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}", **({"acted": True} if i < acted else {})}
        for i in range(n)
    ]
    actions: list[dict[str, Any]] = [{"kind": "gain_ep", "card": f"b{i + 1}"} for i in range(acted, n)]
    actions.append({"kind": "play_event", "card": "e"})
    hand: list[dict[str, Any]] = [{"id": "e", "name": f"EPコスト{c}のEVENT", "kind": "EVENT", "ep_cost": c}]
    if unit is not None and unit > n:
        return None  # the UNIT the question says was played cannot have been: a premise the rules refuse
    if unit is not None:  # paid first with the CP the 拠点 gave as the 配備ステップ began (703.8a)
        hand.insert(0, {"id": "u", "name": f"CPコスト{unit}のUNIT", "cp_cost": unit})
        actions.insert(0, {"kind": "play_unit", "card": "u"})
    payload: dict[str, Any] = {
        "phase": "deploy",
        "player1": {"base": cards, "ep": ep, "hand": hand},
        "actions": actions,
    }
    if theirs is not None and isinstance(theirs.value, int) and 0 <= theirs.value <= 30:
        payload["player2"] = {"base": theirs.value}
    battle = _in_battle(reading)
    if battle is None or (battle and unit is not None):
        return None  # a turn or phase this plan does not run, or a UNIT played outside its 配備ステップ
    if (
        battle
    ):  # 「相手ターンの戦闘中にEVENTを撃ちたい」: played with priority in the 戦闘フェイズ (902.4b, 1208.1)
        payload["phase"] = "battle"
        if battle == "opponent":  # the asker decides in its own combat substep, after the opponent's (804.14)
            payload["player1"], payload["player2"] = payload.get("player2", {}), payload["player1"]
            for act in actions:
                act["player"] = "player2"
            actions.insert(0, {"kind": "pass", "player": "player1"})
            notes.append(
                "相手の戦闘サブステップの後、自分の戦闘サブステップで優先権を得た時にプレイするものとしました"
                "(803.2、902.2、902.4b)。"
            )

    def head(sim: SimulationResult) -> str:
        got = sum(
            1 for e in sim.events if e.type == "counter" and e.data.get("key") == "ep" and "1217.2" in e.rules
        )
        parts = [
            f"拠点のカード{n}枚のうちレディ状態の{n - acted}枚をアクションしてEPを{got}得られます(1217.2)"
        ]
        if unit is not None:
            unit_refused = any(
                e.type == "rejected" and e.data.get("action", {}).get("card") == "u" for e in sim.events
            )
            parts.insert(
                0,
                f"CPコスト{unit}のUNITはCPが足りずプレイできません(703.8a、1204.2f-1)"
                if unit_refused
                else f"CPコスト{unit}のUNITは配備ステップに得たCPで支払えます。"
                "CPは拠点のカードの枚数だけ得るもので、拠点のカードはアクションしません(703.8a)",
            )
        if acted:
            parts.append(f"アクション状態の{acted}枚からはEPを得られません(1217.2、1315.2)")
        if ep:
            parts.append(f"EPプールの{ep}と合わせてEPは{ep + got}です")
        refused = any(
            e.type == "rejected" and e.data.get("action", {}).get("card") == "e" for e in sim.events
        )
        if refused:
            parts.append(f"EPコスト{c}を支払えないので、そのEVENTはプレイできません(1204.2f-2、1204.2h)")
        else:
            parts.append(f"EPコスト{c}を支払ってそのEVENTをプレイできます")
        return "。".join(parts)

    # in the opponent's turn the asker sits as player2: its EP and its EVENT are told as 自分's (「相手が
    # 1EPを得る」 had been said of the asker's own 拠点)
    me = "player2" if battle == "opponent" else "player1"
    summary = story(head, types=("counter", "rejected"), limit=5, me=me)
    return BuiltScenario(f"{GAME}.plan.ep", payload, summary, tuple(notes))


def acted_part(reading: Reading, base: Fact, until: int) -> int | None:
    """How many of the told 拠点 `base` are acted (1217.2 gains EP from the ready ones only, 1315.2): a
    state said of part of it (「そのうち1枚は横にした」: the lexicon gives the state its count), a state
    with no count said of all of it, a ready part (「レディなのは1枚だけ」) counting the rest acted; None
    when the told states do not fix it. `until`: where the 拠点's own words end (a number between the
    拠点 and there no state reads is a part of it of unknown state)."""
    assert isinstance(base.value, int)
    states = reading.of(Role.STATE)
    if any(s.concept not in ("rested", "active") for s in states) or len(states) > 1:
        return None
    if not states and any(f.start >= base.end and f.start < until for f in reading.of(Role.NUMBER)):
        # 「拠点は3枚で、このターン2枚アクションしてEPを出したけど…」: a count of the 拠点 no state reads —
        # its 2 had passed the gate as the EPコスト 2 ('yes' stated with all 3 cards ready)
        return None
    acted = 0
    if states and states[0].concept == "active":
        # 「4枚のうち、レディなのは1枚だけ」: the ready part is counted, the rest is acted;
        # 「拠点4枚が全部縦(レディ)」「両方縦向き」: a ready state with no count is every card's
        ready = states[0].value
        between = [f for f in reading.of(Role.NUMBER) if base.end <= f.start < states[0].start]
        if ready is None and not states[0].negated and not between:
            ready = base.value
        if states[0].negated or not isinstance(ready, int) or not 0 <= ready <= base.value:
            return None
        acted = base.value - ready
    elif states and not states[0].negated:
        part = states[0].value  # 「そのうち1枚は横にした」: the state of part of the 拠点
        between = [f for f in reading.of(Role.NUMBER) if base.end <= f.start < states[0].start]
        if part is None and between:
            return None  # a number between the 拠点 and the state: part of it, but how many?
        acted = part if isinstance(part, int) else base.value
        if acted > base.value:
            return None
    return acted


def _unit_first(reading: Reading) -> int | None:
    """「拠点3枚でCPコスト3のユニットを出したあと、…EVENTも使える?」: the CPコスト of the one UNIT
    played before the EVENT (its noun, its CPコスト and a play all before the EVENT's noun)."""
    units = [f for f in reading.of(Role.CARD) if f.concept == "unit"]
    events = [f for f in reading.of(Role.CARD) if f.concept == "event"]
    costs = [f for f in reading.of(Role.STAT) if f.concept == "cp_cost"]
    if len(units) != 1 or len(costs) != 1 or not events or not isinstance(costs[0].value, int):
        return None
    first = min(f.start for f in events)
    played = [f for f in reading.of(Role.ACTION) if f.concept == "play" and units[0].end <= f.start < first]
    if costs[0].start > units[0].start or units[0].start > first or len(played) != 1 or played[0].negated:
        return None
    return costs[0].value


# 「デッキが0枚になった」「山札が1枚に減った」: a count told as what it became
# the words of a quoted card text that are only the draw itself (「「カードを2枚引く」を使った」)
_QUOTE = re.compile(r"[「『]([^「」『』]*)[」』]")
_DRAW_ONLY = frozenset({Role.ACTION, Role.NEUTRAL, Role.TERM, Role.OWNER})
_MADE = re.compile(r"(?:使|撃|打)わせ|させ")


def _draw_text(reading: Reading) -> bool:
    """Whether the card text and modifiers the question gives are the draw itself (audit 26h): the effect
    said as a modifier (「カードを2枚引く効果を使った」「効果で引いた」) and quotes holding the one draw and
    nothing else read — 1313.1 draws alike whatever the card; a quoted condition or another act stays
    not plain."""
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)) or _MADE.search(reading.text):
        return False  # 「相手に「…引く」を使わせた」: whose text and whose draw is another reading
    for m in _QUOTE.finditer(reading.text):
        inside = [f for f in reading.facts if m.start() <= f.start and f.end <= m.end()]
        acts = [f for f in inside if f.role is Role.ACTION]
        if len(acts) != 1 or acts[0].concept != "draw" or any(f.role not in _DRAW_ONLY for f in inside):
            return False
        if re.search(r"(?:なら|まで|てもよい|かわりに|代わりに|場合|1枚につき)", m.group(1)):
            return False  # a condition, an option, a limit or a replacement of the draw: not the draw alone
    return True


_BECAME = re.compile(r"\s*(?:に|まで)?\s*(?:な[っりる]|減[っる]|減り)")


def deck_draw(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks()}
    if not asked <= {"winner", "outcome"} or not (plain(reading) or _draw_text(reading)):
        return None
    draws = [f for f in reading.of(Role.ACTION) if f.concept == "draw"]
    deck = _one(reading.of(Role.QUANTITY), "deck")
    if len(draws) != 1 or draws[0].negated or deck is None or not isinstance(deck.value, int):
        return None
    notes: list[str] = []
    count = draws[0].value
    if count is None and deck.value == 0:  # 「1枚もないデッキから引こうとしたら」: any count loses alike
        count = 1
        notes.append(
            "引く枚数は書かれていませんが、カードのないデッキからは何枚でも同じなので1枚としました。"
        )
    if not isinstance(count, int) or not 0 <= deck.value <= 60 or not 1 <= count <= 20:
        return None
    if not asked and deck.value != 0:
        return None  # nothing asked: only the empty deck's loss is told
    turn = {f.concept for f in reading.of(Role.TURN)}
    drawer = deck.owner or draws[0].owner or ("opponent" if "opponent_turn" in turn else None)
    if drawer is None and not turn and not reading.of(Role.OWNER):
        drawer = "self"  # no player said anywhere: the asker's deck (named)
        notes.append("デッキの持ち主は書かれていないので、自分(質問した人)のデッキとしました。")
    if drawer is None:
        return None
    if any(f.concept == "deck" and f.owner not in (None, drawer) for f in reading.of(Role.QUANTITY)):
        return None
    draw = draws[0]
    if draw.owner not in (None, drawer):
        return None
    # 「相手のデッキが1枚で、自分が2枚ドローした」: a player named between the deck and the draw draws
    start = reading.text.rfind("。", 0, draw.start) + 1
    if any(
        o.concept != drawer and min(deck.end, start) <= o.start < draw.start for o in reading.of(Role.OWNER)
    ):
        return None
    me = "player1" if drawer == "self" else "player2"
    n, d = count, deck.value
    if deck.start > draw.end and _BECAME.match(reading.text, deck.end):
        # 「3枚引いて、相手のデッキが0枚になった」: the deck told is the draw's result (1313.2 moved them);
        # the run draws from the deck before it — a draw that empties a deck loses nothing (1102.1)
        d += n
        notes.append(f"デッキ{deck.value}枚は{n}枚引いた後の枚数なので、引く前を{d}枚としました。")
    payload: dict[str, Any] = {
        "phase": "deploy",
        "player1": {"deck": d},
        "player2": {},  # the other player's spec: the drawer's deck is on one side only
        "actions": [{"kind": "effect", "op": "draw", "counts": {"player1": n}}],
    }
    notes.append(
        "デッキのカードを引くのは効果でもドローステップ(703.6a)でも同じ処理(1313.1)なので、"
        f"{n}枚引く処理として実行しました。"
    )
    name = "自分" if drawer == "self" else "相手"
    other = "相手" if drawer == "self" else "自分"

    def head(sim: SimulationResult) -> str:
        if sim.outcome.winner is not None:
            return (
                f"{name}はデッキ{d}枚から{n}枚引こうとし、デッキが0枚の状態で引こうとしたので"
                f"{name}が敗北し、{other}の勝利になります(1102.1)"
            )
        return f"{name}はデッキ{d}枚から{n}枚引けるので、デッキ切れでは敗北しません(1102.1)"

    return BuiltScenario(f"{GAME}.plan.draw", payload, story(head, limit=4, me=me), tuple(notes))


def undrawn_deck(reading: Reading) -> BuiltScenario | None:
    """「デッキが0枚になった。まだ1枚も引こうとはしてない。負け?」: a player loses to an empty deck only
    when drawing from it (1102.1) — with the draw said not to have happened, or no act told at all, the
    game goes on."""
    if "winner" not in {f.concept for f in reading.asks()} or not plain(reading):
        return None
    if any(reading.of(r) for r in (Role.NUMBER, Role.STAT, Role.STATE, Role.KEYWORD, Role.CARD, Role.TURN)):
        return None
    actions = reading.of(Role.ACTION)
    # no act told at all (「自分のデッキが0枚になった。その時点で負け?」, audit 24d) is the same moment: a
    # deck emptied even by drawing its last card loses nothing until a draw from it is tried (1102.1)
    if actions and (len(actions) != 1 or actions[0].concept != "draw" or not actions[0].negated):
        return None
    counts = reading.of(Role.QUANTITY)
    deck = _one(counts, "deck")
    if deck is None or len(counts) != 1 or deck.owner not in ("self", "opponent", None):
        return None
    if not isinstance(deck.value, int) or not 0 <= deck.value <= 60:
        return None
    # whose deck it is unsaid (「デッキが0枚になった。まだ引いてない。負け?」): the asker's — with no draw
    # neither player loses to it (1102.1), named (audit 23c)
    owner = deck.owner or "self"
    seat = "player1" if owner == "self" else "player2"
    payload: dict[str, Any] = {"phase": "deploy", "player1": {}, "player2": {}, "actions": []}
    payload[seat] = {"deck": deck.value}
    name = "自分" if owner == "self" else "相手"
    notes: tuple[str, ...] = (
        "カードを引こうとしていない時点として、配備ステップで止めて勝敗を確認しました。",
    )
    if deck.owner is None:
        notes += (
            "デッキの持ち主は書かれていないので自分のデッキとしました(どちらでも引くまで敗北しません)。",
        )

    def head(sim: SimulationResult) -> str:
        if sim.outcome.winner is not None:
            return "ゲームが終わります"
        return (
            f"{name}のデッキは{deck.value}枚ですが、カードを引こうとしていないので、まだ敗北しません。"
            "デッキにカードがない状態で引こうとした時に、ルール処理で敗北します(1102.1)"
        )

    return BuiltScenario(
        f"{GAME}.plan.undrawn_deck", payload, story(head, types=("game_over",), limit=2), notes
    )
