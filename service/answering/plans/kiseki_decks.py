"""軌跡 TCG plan: each player draws by an effect resolved in the 回復フェイズ (「各プレイヤーはカードを1枚
引く」 at 回復フェイズ開始時 or ターン終了時, 705.1-705.4) or in a 配備ステップ (「相手の配備ステップ中に、
効果でお互い1枚ずつ」: that step's player is the primary player, 702.3) with both decks told — who
wins? A draw from an empty deck loses (1102.1); both at once: the non-primary player wins (103.3),
the non-initiative player when no step is in progress (702.3).

Built from the reading: the draw of N said of both players (the draw's clause names 各プレイヤー or
お互い and no one player), each player's deck (one count said of both, or one per player), whose
turn it is (the イニシアチブプレイヤー is player1; the asker unless 「相手のターン」), the phase.
The effect resolves in the phase's priority window, before its 絆 judgement (705.5); 絆 the question
does not give is the engine's starting 40, named.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_timing import phases_in
from service.answering.reading.model import OTHER_OWNER, Fact, Reading, Role
from service.answering.reading.resulting import told_results
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_TURNS = frozenset({"recovery_phase", "deploy_step", "self_turn", "opponent_turn"})
_PHASES = {"recovery_phase": "recovery", "deploy_step": "deploy"}
_CLAUSE = re.compile(r"[、。,!?!?]")
_PLAYS = frozenset({"play", "use"})


# 「UNITの「…」が解決」: the quoted text right after a UNIT noun is that card's (a triggered one resolves
# like an EVENT's, 1101.1 and 103.3 do not ask whose)
_TEXT_OF = re.compile(r"\s*の\s*(?:(?:効果|能力|テキスト)\s*(?:で|の|により)?\s*)?[「『]")


def _event(reading: Reading) -> str | None:
    """Whose EVENT carries the draw (「自分がEVENT「各プレイヤーは…」を撃った」): "" when no card is
    told, None when another card is or the EVENT's player is not told."""
    cards = reading.of(Role.CARD)
    if not cards:
        return ""
    if len(cards) == 1 and cards[0].concept == "unit" and _TEXT_OF.match(reading.text, cards[0].end):
        return ""  # 「自分のUNITの「ターン終了時、各プレイヤーは…引く」が解決」: its text resolves, unplayed
    if len(cards) > 1 or cards[0].concept != "event" or cards[0].negated:
        return None
    owner = cards[0].owner
    if owner is None:  # 「相手が…ってEVENTを撃ってきた」: the player named last before the card
        named = [
            o for o in reading.of(Role.OWNER) if o.end <= cards[0].start and o.concept in ("self", "opponent")
        ]
        owner = named[-1].concept if named else None
    return owner if owner in ("self", "opponent") else None


def _source(reading: Reading) -> str | None:
    """Whose UNIT's quoted text resolves (「自分のUNITの「…」が解決」), when one UNIT is told so."""
    cards = reading.of(Role.CARD)
    if len(cards) != 1 or cards[0].concept != "unit" or not _TEXT_OF.match(reading.text, cards[0].end):
        return None
    return cards[0].owner if cards[0].owner in ("self", "opponent") else None


def _said_of_both(reading: Reading, draw: Fact) -> bool:
    """「各プレイヤーはカードを1枚引く」: the player word nearest before the draw, in its clause, is
    both players'."""
    start = max([0, *(m.end() for m in _CLAUSE.finditer(reading.text, 0, draw.start))])
    owners = [o for o in reading.of(Role.OWNER) if start <= o.start < draw.start]
    return bool(owners) and owners[-1].concept == "both"


def _decks(reading: Reading) -> dict[str, int] | None:
    decks: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept != "deck" or not isinstance(f.value, int) or not 0 <= f.value <= 60:
            return None
        sides = ("self", "opponent") if f.owner == "both" else (f.owner,) if f.owner else ()
        if not sides:
            return None  # whose deck?
        for side in sides:
            if decks.get(side, f.value) != f.value:
                return None
            decks[side] = f.value
    return decks if set(decks) == {"self", "opponent"} else None


# 「前のターン」「次のターン」: a moment of a turn other than the one whose initiative is told (705.9)
_OTHER_TURN = re.compile(r"(?:前|次|さっき|直前|1つ前|一つ前|ひとつ前)の?ターン")
_QUOTED = re.compile(r"[「『][^」』]*[」』]")  # a card's or an effect's text told in the question
_UNABLE = re.compile(r"引け")  # 「引けず」「引けない」: a draw that could not be made
_RESOLVED = re.compile(r"[」』]\s*(?:が|は)?\s*解決")  # 「EVENT「…」が解決」: the told EVENT resolved
# 「相手(非イニシアチブ)の配備ステップ」「自分の配備ステップ」: a player's word right before the step
_OF_STEP = re.compile(r"\s*(?:[(（][^()（）。、]{0,12}[)）])?\s*の\s*$")


def _step_owner(reading: Reading) -> str | None:
    """Whose 配備ステップ the question names (None: not said)."""
    steps = [f for f in reading.of(Role.TURN) if f.concept == "deploy_step"]
    owners = [
        o
        for s in steps
        for o in reading.of(Role.OWNER)
        if o.concept in ("self", "opponent")
        and o.end <= s.start
        and _OF_STEP.match(reading.text[o.end : s.start])
    ]
    return owners[0].concept if len(steps) == 1 and len(owners) == 1 else None


def each_draw(reading: Reading) -> BuiltScenario | None:
    if not {f.concept for f in reading.asks()} <= {"winner", "outcome"}:
        return None
    if _draw_step(reading) is not None:
        return step_draw(reading)  # the step player's own draw first (703.6a), then the effect
    if len(_QUOTED.findall(reading.text)) > 1:
        return None  # 「ただし相手は「あなたはカードを引けない」効果を受けている」: a second text
    if any(reading.of(r) for r in (Role.NUMBER, Role.STAT, Role.STATE, Role.KEYWORD)):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None  # 「効果で」 is the draw's own cause; any other modifier is not planned
    event = _event(reading)
    if event is None:
        return None  # another card, or an EVENT whose player is not told
    turns = reading.of(Role.TURN)
    # 「相手の配備ステップ中に」: the opponent's turn, and the step inside the phrase
    concepts = {f.concept for f in turns} | {
        c for f in turns if f.concept == "opponent_turn" for c in phases_in(f)
    }
    if any(f.negated for f in turns) or not concepts <= _TURNS or len(concepts & _PHASES.keys()) > 1:
        return None
    # no phase told: whose turn decides alone (the turn player is the primary player of its steps and
    # the initiative player when none is in progress, 702.3) — run in its 配備ステップ, named
    unphased = not concepts & _PHASES.keys()
    if unphased and not concepts & {"self_turn", "opponent_turn"}:
        return None
    if {"self_turn", "opponent_turn"} <= concepts:
        return None
    actions = reading.of(Role.ACTION)
    plays = [f for f in actions if f.concept in _PLAYS and not f.negated]
    if any(
        f.concept != "draw" or (f.negated and not _UNABLE.match(f.text)) for f in actions if f not in plays
    ):
        return None  # 「両方引けずに」: the told empty decks' failed draw, not a draw said not to happen
    # 「「お互いに1枚引く」効果を使った」: an effect used with no card named resolves as the effect (who used
    # it does not decide the primary player, the step's does, 702.3); 「相手のEVENT「…」が解決」: an EVENT
    # told resolving was played
    used = event == "" and [f.concept for f in plays] == ["use"] and bool(reading.of(Role.MODIFIER))
    resolved = bool(event) and not plays and _RESOLVED.search(reading.text) is not None
    if not (used or resolved) and (bool(plays) != bool(event) or len(plays) > 1):
        return None  # 「EVENTを撃った」: the EVENT told with its play, or neither
    counted = [f for f in actions if f.value is not None]
    # 「空のデッキから引こうとした」 restates the draw; one amount, said of both players
    if len(counted) != 1 or not isinstance(counted[0].value, int) or not 1 <= counted[0].value <= 10:
        return None
    if not _said_of_both(reading, counted[0]):
        return None
    decks = _decks(reading)
    if decks is None or len(reading.of(Role.QUANTITY)) > 2:
        return None
    n = counted[0].value
    if min(decks.values()) >= n:
        return None  # every deck covers the draw: no one loses by it (1102.1); what follows is not told
    if _OTHER_TURN.search(reading.text):
        return None  # 「今は自分がイニシアチブ。前のターンの回復フェイズに」: another turn's initiative
    asker = "player2" if "opponent_turn" in concepts else "player1"
    other = "player1" if asker == "player2" else "player2"
    phase = "deploy" if unphased else _PHASES[next(iter(concepts & _PHASES.keys()))]
    payload: dict[str, Any] = {
        "phase": phase,
        asker: {"deck": decks["self"]},
        other: {"deck": decks["opponent"]},
        "actions": [{"kind": "effect", "op": "draw", "counts": {"player1": n, "player2": n}}],
    }
    notes = ["絆は書かれていないので、どちらも0点以下ではない(開始時の40点)としました。"]
    # 「相手(非イニシアチブ)の配備ステップ中に」: whose step it is (702.2), else the turn player's — its
    # player is the primary player (702.3), with an EVENT or an effect alike (the effect's had been run
    # in the initiative player's step: 'opponent' stated for the asker's win)
    step = _step_owner(reading)
    deployer = "player1" if step is None else asker if step == "self" else other
    if phase == "recovery" and step is not None:
        return None  # the 回復フェイズ has no step of a player's (702.3)
    if phase == "deploy" and deployer != "player1":
        payload["deployer"] = deployer
    if event:
        # the EVENT is played by its player in that player's own 配備ステップ, where it is the primary
        # player (702.3); the engine plays an EVENT in no other step here, so no other is planned
        player = asker if event == "self" else other
        if phase == "deploy" and player != deployer:
            return None  # only the step's player has priority to play there in the engine's run
        # in the 回復フェイズ's priority windows either player may play it (705.2/705.4, 902.4b)
        effect = {"effect": "draw", "amount": n, "targets": [{"player": "player1"}, {"player": "player2"}]}
        card = {"id": "e", "name": "EVENT", "kind": "EVENT", "ep_cost": 0, "effects": [effect]}
        payload[player]["hand"] = [card]
        payload["actions"] = [{"kind": "play_event", "player": player, "card": "e"}]
        notes.append("EVENTのEPコストは書かれていないので0としました。")
    source = _source(reading)
    if source is not None:  # the UNIT whose text resolves stands on its controller's 場
        payload[asker if source == "self" else other]["field"] = [{"id": "src", "name": "効果を持つUNIT"}]
    elif not event and reading.of(Role.CARD):
        return None
    if unphased:
        notes.append(
            "フェイズ・ステップは書かれていないので、そのターンのプレイヤーの配備ステップとしました。"
        )
    if not concepts & {"self_turn", "opponent_turn"}:
        notes.append("どちらのターンかは書かれていないので、自分がイニシアチブプレイヤーとしました。")

    def head(sim: SimulationResult) -> str:
        winner = sim.outcome.winner
        if winner is None:
            return "どちらもデッキから引けるので、この効果では敗北しません(1102.1)"
        who = "自分" if winner == asker else "相手"
        if "103.3" in sim.outcome.rules:
            return (
                "両プレイヤーがカードのないデッキから引こうとして同時に敗北条件を満たし(1102.1)、"
                f"非プライマリープレイヤーの{who}の勝利になります(103.3、702.3)"
            )
        return f"デッキから引けなかったプレイヤーが敗北し(1102.1)、{who}の勝利になります"

    return BuiltScenario(
        f"{GAME}.plan.each_draw",
        payload,
        story(head, types=("game_over", "move"), limit=3, me=asker),
        tuple(notes),
    )


def _draw_step(reading: Reading) -> tuple[Fact, str] | None:
    """The one ドローステップ told and whose it is (「自分のドローステップで」「相手のドローステップ」)."""
    steps = [f for f in reading.of(Role.TURN) if "ドローステップ" in f.text]
    if len(steps) != 1 or steps[0].negated:
        return None
    if steps[0].concept == "opponent_turn":  # 「相手のドローステップ」 read whole as the opponent's
        return steps[0], "opponent"
    owners = [
        o
        for o in reading.of(Role.OWNER)
        if o.concept in ("self", "opponent")
        and o.end <= steps[0].start
        and _OF_STEP.match(reading.text[o.end : steps[0].start])
    ]
    return (steps[0], owners[-1].concept) if steps[0].concept == "prep_phase" and owners else None


def step_draw(reading: Reading) -> BuiltScenario | None:
    """A player's ドローステップ: its 2 cards drawn (703.6a), then an effect each player draws N by
    (「各プレイヤーはカードを1枚引く」) in that step (703.6c) — who wins? The step's player is the
    primary player (702.3): both failing a draw at once, the other player wins (103.3, 1102.1). The
    step's player is run as the イニシアチブプレイヤー (its steps come first, 703.5; the other turn is
    declined), the effect in the same player's 配備ステップ (no effect resolves in the engine's
    ドローステップ; the primary player is the same, 702.3), both named."""
    if len(_QUOTED.findall(reading.text)) > 1:
        return None
    if any(reading.of(r) for r in (Role.NUMBER, Role.STAT, Role.STATE, Role.KEYWORD)):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)) or _OTHER_TURN.search(reading.text):
        return None
    found, event = _draw_step(reading), _event(reading)
    if found is None or event is None:
        return None
    step, stepper = found
    turns = [f for f in reading.of(Role.TURN) if f is not step]
    told = {{"self_turn": "self", "opponent_turn": "opponent"}.get(f.concept) for f in turns}
    if any(f.negated for f in turns) or not told <= {stepper}:
        return None  # another phase, or the other player's turn: its draw step came first (703.5)
    actions = reading.of(Role.ACTION)
    plays = [f for f in actions if f.concept in _PLAYS and not f.negated]
    draws = [f for f in actions if f.concept == "draw" and not f.negated]
    if len(plays) + len(draws) != len(actions) or bool(plays) != bool(event) or len(plays) > 1:
        return None
    counted = [f for f in draws if f.value is not None]
    if len(counted) != 2 or counted[0].start < step.end or counted[0].value != 2:
        return None  # the step's own draw is 2 (703.6a), told in the step, before the effect
    own, each = counted
    n = each.value
    if _said_of_both(reading, own) or not _said_of_both(reading, each) or not isinstance(n, int):
        return None
    if not 1 <= n <= 10 or any(d.start < each.start for d in draws if d.value is None):
        return None
    if plays and plays[0].start < each.start:
        return None  # 「EVENTを撃って、各プレイヤーは…」: the play told before the effect is not planned
    results = set(told_results(reading))
    decks: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept != "deck" or not isinstance(f.value, int) or not 0 <= f.value <= 60:
            return None
        owner = f.owner or (stepper if own.end <= f.start < each.start else None)
        sides = ("self", "opponent") if owner == "both" else (owner,) if owner else ()
        if not sides or (f in results and f.start > each.start):
            return None  # whose deck, or the effect's result told (not the start)
        for side in sides:
            after_own = side == stepper and own.end <= f.start < each.start
            value = f.value + 2 if after_own else f.value  # 「2枚引いたらデッキが0枚」: 2 before it
            if decks.get(side, value) != value:
                return None
            decks[side] = value
    if set(decks) != {"self", "opponent"} or min(decks[stepper] - 2, decks[OTHER_OWNER[stepper]]) >= n:
        return None  # every deck covers the effect's draw: nobody loses by it
    me = "player1" if stepper == "self" else "player2"
    seats = {"self": me, "opponent": "player2" if me == "player1" else "player1"}
    payload: dict[str, Any] = {"phase": "prep", "player1": {}, "player2": {}}
    for side, size in decks.items():
        payload[seats[side]]["deck"] = size
    draw = {"kind": "effect", "op": "draw", "counts": {"player1": n, "player2": n}}
    payload["actions"] = [draw]
    notes = [
        "絆は書かれていないので、どちらも0点以下ではない(開始時の40点)としました。",
        "ドローステップの効果は、同じプレイヤーがプライマリープレイヤーである配備ステップで解決しました(702.3)。",
    ]
    if not told:
        notes.append(
            "どちらのターンかは書かれていないので、ドローステップのプレイヤーをイニシアチブプレイヤーとしました。"
        )
    if event and event != stepper:
        return None  # the engine gives the other player no priority to play an EVENT in a step (902.5b)
    if event:  # the step player's own EVENT, played in its step (902.4b)
        effect = {"effect": "draw", "amount": n, "targets": [{"player": "player1"}, {"player": "player2"}]}
        card = {"id": "e", "name": "EVENT", "kind": "EVENT", "ep_cost": 0, "effects": [effect]}
        payload["player1"]["hand"] = [card]
        payload["actions"] = [{"kind": "play_event", "player": "player1", "card": "e"}]
        notes.append("EVENTのEPコストは書かれていないので0としました。")

    def head(sim: SimulationResult) -> str:
        winner = sim.outcome.winner
        if winner is None:
            return "どちらもデッキから引けるので、この効果では敗北しません(1102.1)"
        who = "自分" if winner == me else "相手"
        if "103.3" in sim.outcome.rules:
            return (
                "ドローステップの後、両プレイヤーがカードのないデッキから引こうとして同時に敗北条件を満たし"
                f"(703.6a、1102.1)、非プライマリープレイヤーの{who}の勝利になります(103.3、702.3)"
            )
        return f"デッキから引けなかったプレイヤーが敗北し(1102.1)、{who}の勝利になります"

    return BuiltScenario(
        f"{GAME}.plan.step_draw",
        payload,
        story(head, types=("game_over", "move"), limit=4, me=me),
        tuple(notes),
    )
