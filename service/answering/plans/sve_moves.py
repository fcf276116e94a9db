"""Shadowverse Evolve plans on the turn player's own moves and resources, from the reading's facts.

* `play_limit` (`sve_play_limit.py`) — 「場にフォロワー3体とアミュレット2枚。もう1体出せる?」;
* `evolve_cost` — 「進化コストがPP2、PPは0、EPは2。進化できる?」: one EP pays 1 of the evolve cost
  (12.2.3), the rest is PP (10.4.2.2);
* `turn_counts` — 「後攻の自分の3回目のターン、PPはいくつ?」: the start phase of the asker's Nth turn
  (7.2.1 PP max +1, 7.2.2 PP = PP max; EP 0 first, 3 second: 6.2.1.10).

Each scenario carries only the stated quantities; what it assumes is named in the notes.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans.sve_attack_evolve import pays_for
from service.answering.plans.sve_evolve import done
from service.answering.plans.sve_quick_main import past_the_attack
from service.answering.plans.sve_read import unbound_numbers
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import event_sentence, story
from service.engine.scenario import SimulationResult

GAME = "sve"
_RESOURCES = frozenset({"pp", "pp_max", "ep"})
_PLAYED = re.compile(r"\s*(?:を)?\s*")
_ASKED_RESOURCE = frozenset({"PP", "EP", "PP最大値", "pp", "ep", "pp_max"})
# 「前のターンから場にいるフォロワー」: how long it has been there, which no evolve depends on (12.2)
_ON_FIELD_SINCE = frozenset({"previous_turn"})


def _ep_payment(reading: Reading) -> tuple[Reading, int | None]:
    """The reading without the EP payment it tells (「EP2点で払って進化できる?」, the lexicon's ep_paid),
    and that payment's points: not the EP the player has (「EPが3ある」), the act the engine checks
    (12.2.3: one point at most)."""
    paid = [f for f in reading.of(Role.STAT) if f.concept == "ep_paid" and isinstance(f.value, int)]
    if len(paid) != 1:
        return reading, None
    facts = tuple(f for f in reading.facts if f is not paid[0])
    return replace(reading, facts=facts), int(paid[0].value or 0)


def _mine(facts: tuple[Fact, ...]) -> bool:
    """Every one of these facts is the asker's (or says no owner: the turn player, the asker)."""
    return all(f.owner in (None, "self") for f in facts)


def _refused_head(done: str, undone: str) -> Any:
    def head(sim: SimulationResult) -> str:
        refused = [e for e in sim.events if e.type == "rejected"]
        return undone if refused else done

    return head


def evolve_cost(reading: Reading) -> BuiltScenario | None:
    reading, ep_paid = _ep_payment(reading)
    if unbound_numbers(reading):
        return None
    action = asked_action(reading)
    if asked(reading) != "can" or action is None or action.concept not in ("evolve", "pay"):
        return None  # 「EP2点で全部払える?」 asks the evolve's payment
    evolves = [f for f in reading.of(Role.ACTION) if f.concept == "evolve" and not f.negated]
    if not evolves or any(f is not action and done(reading, f) for f in evolves):
        return None  # 「このターンはもう進化した」: a second evolve (8.3.2) is `evolve_again`'s
    costs = {f.value for f in reading.of(Role.STAT) if f.concept == "cost"}
    stats = [f for f in reading.of(Role.STAT) if f.concept != "cost"]
    resources = reading.of(Role.QUANTITY)
    if len(costs) != 1 or stats or not _mine(resources) or not _mine(reading.of(Role.STAT)):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER):
        return None
    # 「後攻で」 sets the EP a player starts with (3.2.5.2), which the question states here anyway
    if any(f.concept != "order" and f.concept not in _ON_FIELD_SINCE for f in reading.of(Role.TURN)):
        return None
    if any(
        f.concept not in ("evolve", "pay") and not (f.concept == "use" and pays_for(reading, f, evolves))
        for f in reading.of(Role.ACTION)
        if not f.negated
    ):
        return None  # 「EPだけ使って進化させられる?」: that 使う pays for the evolve
    player: dict[str, Any] = {}
    for f in resources:
        if f.concept not in _RESOURCES or not isinstance(f.value, int):
            return None
        if player.get(f.concept, f.value) != f.value:
            return None
        player[f.concept] = f.value
    if "pp" not in player or "ep" not in player:
        return None  # what pays the cost decides it
    notes = ["進化させるフォロワーは場にいて、このターンはまだ進化していないと仮定。"]
    if "pp_max" not in player:
        player["pp_max"] = max(player["pp"], 2)
        notes.append(f"PP最大値は指定がないので{player['pp_max']}と仮定(支払いには関わりません)。")
    cost = costs.pop()
    if not isinstance(cost, int):
        return None
    player["field"] = [{"id": "x", "name": "進化するフォロワー"}]
    player["evolve_deck"] = [{"name": "進化するフォロワー", "cost": cost}]
    evolve: dict[str, Any] = {"type": "evolve", "card": "x"}
    if ep_paid is not None:
        evolve["ep"] = ep_paid
    payload = {"player1": player, "actions": [evolve]}
    head = _refused_head("進化できます", "進化できません")
    return BuiltScenario(
        f"{GAME}.planned_evolve_cost",
        payload,
        story(head, types=("rejected", "set_state"), limit=2),
        tuple(notes),
    )


def turn_counts(reading: Reading) -> BuiltScenario | None:
    if unbound_numbers(reading):
        return None
    turns = reading.of(Role.TURN)
    own = [f for f in turns if f.concept == "own_turn" and isinstance(f.value, int)]
    order = {f.value for f in turns if f.concept == "order"}
    if asked(reading) != "number" or len(own) != 1 or len(order) != 1 or len(turns) != 2:
        return None
    asked_words = {f.concept for f in reading.of(Role.TERM, Role.QUANTITY)}
    if not asked_words & _ASKED_RESOURCE or reading.of(Role.QUANTITY, Role.STAT, Role.KEYWORD, Role.STATE):
        return None
    if reading.of(Role.MODIFIER) or any(f.concept != "use" for f in reading.of(Role.ACTION)):
        return None
    if any(f.owner == "opponent" for f in reading.facts):
        return None
    n = int(own[0].value or 0)
    if not 1 <= n <= 100:
        return None
    turn = 2 * n - 1 if order == {"first"} else 2 * n
    payload = {"turn": turn, "phase": "start"}
    return BuiltScenario(
        f"{GAME}.planned_turn_counts",
        payload,
        story(_resources_head, types=("counter", "skip_draw"), limit=3),
        ("このターンのスタートフェイズを終えた時点(PPもEPもまだ使っていない)と仮定。",),
    )


def _resources_head(sim: SimulationResult) -> str:
    pp, pp_max, ep = (sim.counter("player1", k) for k in ("pp", "pp_max", "ep"))
    return f"自分のPPは{pp}(PP最大値は{pp_max})、EPは{ep}になります"


def quick_response(reading: Reading) -> BuiltScenario | None:
    """「相手のフォロワーが自分のリーダーに攻撃してきた。手札の【クイック】のスペルを撃てる?」: after
    the attack the non-turn player may play a 【クイック】 card (8.4.7, 12.3.4) — not another one."""
    if asked(reading) != "can" or not any(f.concept == "attacked" and not f.negated for f in reading.facts):
        return None
    quick = [f for f in reading.of(Role.KEYWORD) if f.concept.strip("【】") == "クイック"]
    if len(quick) != 1 or len(reading.of(Role.KEYWORD)) != 1:
        return None
    keyword = quick[0]
    # 「コスト1の普通のスペル(クイックなし)」: without 【クイック】 it is refused whatever it costs (8.4.7)
    costs = [
        f for f in reading.of(Role.STAT) if f.concept in ("cost", "spell_cost") and isinstance(f.value, int)
    ]
    if len(costs) > 1 or (costs and not keyword.negated) or len(reading.of(Role.STAT)) != len(costs):
        return None
    if reading.of(Role.STATE, Role.MODIFIER, Role.QUANTITY):
        return None
    if any(f.concept not in ("attacked", "damage", "play", "use") or isinstance(f.value, int)
           for f in reading.of(Role.ACTION)):  # fmt: skip
        return None
    if any(f.concept != "opponent_turn" for f in reading.of(Role.TURN)):
        return None
    if past_the_attack(reading, keyword):
        return None
    leaders = [f for f in reading.of(Role.CARD) if f.concept == "leader"]
    if any(f.owner != "self" for f in leaders):
        return None  # the attack's target: the asker's leader, named
    # 「相手のフォロワーが攻撃してきたタイミングで」 naming no target: whether a card may be played during the
    # attack does not depend on it (8.4.7); any other card named may be the target
    if not leaders and any(f.concept != "follower" or f.owner != "opponent" for f in reading.of(Role.CARD)
                           if f.start < keyword.start):  # fmt: skip
        return None
    after = [
        f
        for f in reading.of(Role.CARD)
        if f.start >= keyword.end and "。" not in reading.text[keyword.end : f.start]
    ]
    kind = "follower" if after and after[0].concept == "follower" else "spell"
    cost = int(costs[0].value or 0) if costs else 1
    if not 0 <= cost <= 10:
        return None
    card: dict[str, Any] = {"id": "q", "name": "自分の手札のカード", "kind": kind, "cost": cost}
    if not keyword.negated:
        card["keywords"] = ["クイック"]
    payload = {
        "player1": {"field": [{"id": "a", "name": "相手のフォロワー"}]},
        "player2": {"pp": cost, "pp_max": max(cost, 1), "hand": [card]},
        "actions": [{"type": "attack", "attacker": "a", "target": "leader", "quick": ["q"]}],
    }
    notes = ["攻撃してきた相手のフォロワーは前のターンから場にいると仮定。"]
    notes.append(
        f"自分のPPは、そのカードのコスト{cost}を払える量と仮定。"
        if costs
        else "手札のカードのコストは指定がないので1、自分のPPは1残っていると仮定。"
    )
    if not leaders:
        notes.append("攻撃目標は指定がないので自分のリーダーと仮定(攻撃中にプレイできるかには関わりません)。")
    head = _refused_head(
        "攻撃の後、ダメージの前にそのカードをプレイできます", "そのカードは相手の攻撃中にプレイできません"
    )
    return BuiltScenario(
        f"{GAME}.planned_quick",
        payload,
        story(head, types=("rejected", "quick", "play"), limit=2, me="player2"),
        tuple(notes),
    )


# 「相手のエンドフェイズ(中)に」「相手のターンの終わりに」「相手ターン終了時に」: the opponent's end phase
_THEIR_END = re.compile(r"相手の?(?:ターンの?)?\s*(?:エンドフェイズ|終わり|終了時)")


# 「守護をアクトする」「守護持ちをアクトした」: the 【守護】 follower the turn player acts in its end phase
_GUARD_ACTED = re.compile(r"\s*(?:持ち|のフォロワー)?\s*を\s*$")


def _guard_acted(reading: Reading) -> tuple[Fact, ...]:
    """The 【守護】 keyword and the acted state of 「(相手が)守護をアクトした」, the turn player's act of the
    end phase told as done (7.4.3); () unless said so of a 守護 not the asker's."""
    guards = [f for f in reading.of(Role.KEYWORD) if f.concept.strip("【】") == "守護" and not f.negated]
    states = reading.of(Role.STATE)
    if len(guards) != 1 or len(states) != 1 or guards[0].owner == "self":
        return ()
    guard, state = guards[0], states[0]
    if state.concept != "rested" or state.negated or state.owner == "self" or state.start < guard.end:
        return ()
    return (guard, state) if _GUARD_ACTED.match(reading.text[guard.end : state.start]) else ()


def end_phase_quick(reading: Reading) -> BuiltScenario | None:
    """「相手のエンドフェイズに、非ターンプレイヤーの自分が手札の【クイック】持ちスペルを撃てる?」: the
    non-turn player may play a card with 【クイック】 there (7.4.5, 12.3.4) — a card without it is
    refused."""
    action = asked_action(reading)
    if asked(reading) != "can" or action is None or action.concept not in ("play", "use"):
        return None
    if not _THEIR_END.search(reading.text) or any(
        f.concept not in ("opponent_turn", "end_phase") for f in reading.of(Role.TURN)
    ):
        return None
    if any(isinstance(f.value, int) for f in reading.facts):
        return None  # 「2枚撃てる?」「PPが0」: a count or cost this one-card scenario does not model
    quick = [f for f in reading.of(Role.KEYWORD) if f.concept.strip("【】") == "クイック"]
    guard = _guard_acted(reading)  # 「相手が守護をアクトするとこまで終わった」: 7.4.3, before 7.4.5
    if len(quick) != 1 or len(reading.of(Role.KEYWORD)) != 1 + len(guard) // 2:
        return None
    if reading.of(Role.STAT, Role.MODIFIER, Role.QUANTITY) or len(reading.of(Role.STATE)) != len(guard) // 2:
        return None
    if any(f.concept not in ("play", "use") for f in reading.of(Role.ACTION)):
        return None
    cards = [f for f in reading.of(Role.CARD) if f.start >= quick[0].end]
    if any(f.concept not in ("follower", "spell") for f in reading.of(Role.CARD)) or len(cards) > 1:
        return None  # an amulet's ability (12.3.3), or several cards: not modelled here
    if any(
        f.owner == "opponent"
        for f in reading.facts
        if f.role is not Role.TURN
        and f.role is not Role.OWNER
        and f not in guard
        and not (guard and f.role is Role.CARD and guard[0].end <= f.start < guard[1].start)  # 「守護持ち」
    ):
        return None
    kind = "follower" if cards and cards[0].concept == "follower" else "spell"
    card: dict[str, Any] = {"id": "q", "name": "手札のカード", "kind": kind}
    if not quick[0].negated:
        card["keywords"] = ["クイック"]
    end: dict[str, Any] = {"type": "end_turn", "quick": [{"type": "play", "card": "q"}], "last": True}
    payload: dict[str, Any] = {"player2": {"pp": 1, "pp_max": 1, "hand": [card]}, "actions": [end]}
    if guard:  # acted as the question tells it, before 7.4.5 (the engine's guard step then has none)
        payload["player1"] = {
            "field": [{"id": "g", "name": "相手の【守護】フォロワー", "keywords": ["守護"], "acted": True}]
        }
    head = _refused_head(
        "相手のエンドフェイズに、【クイック】を持つそのカードをプレイできます",
        "【クイック】を持たないカードは、相手のエンドフェイズにプレイできません",
    )
    return BuiltScenario(
        f"{GAME}.planned_end_phase_quick",
        payload,
        story(head, types=("rejected", "quick", "play"), limit=2, me="player2"),
        ("手札のカードのコストは指定がないので1、自分のPPは1残っていると仮定。",),
    )


def tokens_limit(reading: Reading) -> BuiltScenario | None:
    """「場にカードが4枚。「トークンを2体出す」を使ったら何体出る?」: tokens fill the field up to its
    5 cards; the rest are not created (4.4.4.2, 9.1.1.1)."""
    if asked(reading) not in ("number", "outcome") or unbound_numbers(reading):
        return None
    if asked(reading) == "number" and not _asks_tokens_made(reading):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated and f.concept != "use"]
    if len(acts) != 1 or acts[0].concept != "tokens" or not isinstance(acts[0].value, int):
        return None
    counts = [f for f in reading.of(Role.QUANTITY) if f.concept == "field_count" and isinstance(f.value, int)]
    if len(counts) != len(reading.of(Role.QUANTITY)) or not _mine(tuple(counts)):
        return None
    if not _mine(reading.of(Role.OWNER)):
        return None  # 「相手の場にトークンを…」「相手の場のカードは何枚?」: not the asker's field (audit 9b)
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN) or any(
        f.concept != "effect" for f in reading.of(Role.MODIFIER)
    ):
        return None
    amulets = sum(int(f.value or 0) for f in counts if f.text.startswith("アミュレット"))
    others = sum(int(f.value or 0) for f in counts if not f.text.startswith("アミュレット"))
    if amulets + others > 5:
        return None
    field = [{"id": f"f{i}", "name": "場のフォロワー"} for i in range(others)]
    field += [{"id": f"m{i}", "name": "場のアミュレット", "kind": "amulet"} for i in range(amulets)]
    payload = {"player1": {"field": field}, "actions": [{"type": "tokens", "count": acts[0].value}]}
    return BuiltScenario(
        f"{GAME}.planned_tokens",
        payload,
        _tokens_story,
        (
            "トークンを出すのは自分の場と仮定。",
            "種類の言われていない場のカードはフォロワーとして置きました(上限5枚に種類は関係しません)。",
        ),
    )


# 「何体出る?」「トークンは何体出てくる?」「場に何体出せる?」: the number asked is of the tokens made
_MADE = re.compile(r"\s*(?:が|は)?\s*(?:場に)?\s*(?:出|作|生成|並)")
# 「場に出るナイトは何体?」: the tokens named by the verb that makes them, right before the ask
_MADE_NOUN = re.compile(
    r"(?:出|作られ|生成され)(?:る|た|てくる|てきた)\s*[^\s、。,はが場]{1,12}?(?:は|が|って)\s*$"
)
# 「場のカードは何枚になる?」: the field's cards, read from the final state (reading/quantity.py)
_FIELD_ASKED = re.compile(
    r"場のカード\s*(?:は|って|の数は|の枚数は)?\s*(?:全部で|合計で?|あわせて|合わせて|トータルで)?\s*$"
)  # 「効果の後に自分の場のカードは全部で何枚?」 (blind Q, sve-bq-18)


def _asks_tokens_made(reading: Reading) -> bool:
    """Whether the number asked is one the plan tells: the tokens made, or the field's cards asked by
    their state word. 「場は何体になる?」「場のフォロワーは全部で何体?」「何体になる?」 ask the field's
    total (the followers there plus the tokens), which the conclusion does not say (4.4.4.2)."""
    numbered = [f for f in reading.asks() if f.concept == "number"]
    if len(numbered) != 1:
        return False
    ask = numbered[0]
    before = reading.text[: ask.start]
    return bool(
        _MADE.match(reading.text, ask.end) or _MADE_NOUN.search(before) or _FIELD_ASKED.search(before)
    )


def _tokens_story(sim: SimulationResult) -> str:
    """The conclusion, then the tokens not created (4.4.4.2) if any — what the question is about — else
    the first one created."""
    cut = [e for e in sim.events if e.type == "token_not_created"]
    told = cut or [e for e in sim.events if e.type == "token"][:1]
    return f"シミュレーション結果: {_tokens_head(sim)}。" + "".join(map(event_sentence, told))


def _tokens_head(sim: SimulationResult) -> str:
    made = sum(1 for e in sim.events if e.type == "token")
    missed = sum(int(e.data.get("not_created", 0)) for e in sim.events if e.type == "token_not_created")
    told = f"トークンは{made}体出ます。"
    # the field's cards after them: what 「場のカードは全部で何枚?」 asks (the 5 of the limit is no answer)
    told += f"自分の場のカードは{len(sim.zone('player1', 'field'))}枚になります。"
    return told + ("場の上限5枚を超える残りは作成されません" if missed else "場の上限には達しません")


def guard_at_end(reading: Reading) -> BuiltScenario | None:
    """「自分の守護持ちがスタンド状態なんだけど、エンドフェイズにアクトできる?」: in its end phase the turn
    player may act any of its standing 【守護】 followers (7.4.3); one acted stays so through the
    opponent's turn."""
    if asked(reading) != "can" or not any(f.concept == "about:rested" for f in reading.of(Role.ASK)):
        return None
    keywords = reading.of(Role.KEYWORD)
    if len(keywords) != 1 or keywords[0].concept.strip("【】") != "守護" or keywords[0].negated:
        return None
    turns = {f.concept for f in reading.of(Role.TURN)}
    if "end_phase" not in turns or not turns <= {"end_phase", "self_turn"}:
        return None
    if any(f.concept != "active" or f.negated for f in reading.of(Role.STATE)):
        return None  # an acted 【守護】 follower is no candidate (7.4.3)
    if any(not f.negated or f.concept != "attack" for f in reading.of(Role.ACTION)):
        return None  # only 「攻撃してなくて」: it stands
    if reading.of(Role.STAT, Role.QUANTITY, Role.MODIFIER) or unbound_numbers(reading):
        return None
    if not _mine(tuple(f for f in reading.facts if f.role is not Role.NEUTRAL)):
        return None
    payload = {
        "player1": {"field": [{"id": "g", "name": "自分の【守護】フォロワー", "keywords": ["守護"]}]},
        "actions": [{"type": "end_turn", "guard": ["g"]}],
    }
    head = _refused_head(
        "できます。エンドフェイズに【守護】を持つスタンド状態のフォロワーをアクトでき、相手のターン中もアクト状態です",
        "できません",
    )
    return BuiltScenario(
        f"{GAME}.planned_guard",
        payload,
        story(head, types=("guard", "set_state", "rejected"), limit=2),
        ("その【守護】フォロワーはこのターン攻撃していない(スタンド状態)と仮定。",),
    )
