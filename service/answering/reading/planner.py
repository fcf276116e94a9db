"""The planner: reconciles a `Reading` with the scenario a situation builder made.

The per-game builders (`scenarios/`) still choose the situation's shape (who attacks what, which
phase); the planner checks every decisive fact of the reading against the built payload, using the
per-game `engine_map.json` (data: where a scenario holds each concept):

* reflected — a card or player in the payload holds the stated value, keyword or state (on the
  stated owner's side when the question names one), an action/effect of the concept is scripted,
  or an engine event of the concept happened → `USED`, with the payload field that holds it;
* not reflected but settable — a player's stated quantity the map can set (「ライフが1枚も無い相手」
  → ``player2.life = 0``) → the payload is changed and the fact is `APPLIED`;
* otherwise `NOT_MODELED`: the simulated verdict is withheld (`verdict.py`).

Owners: every scenario seats the asker (自分) as player1, the opponent as player2 (scenarios/common).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping, Sequence
from typing import Any

from service.answering.reading import payload as pl
from service.answering.reading.battle_power import battle_power_reached, don_counted
from service.answering.reading.counted import restated_per_count
from service.answering.reading.denied_keyword import none_there
from service.answering.reading.drawing import draw_counts
from service.answering.reading.fresh import earlier_turn, weak_place
from service.answering.reading.lexicon import lexicon
from service.answering.reading.model import Accounted, Fact, Reading, Role, Status, asked_action
from service.answering.reading.sequence import passed_to
from service.answering.reading.standing import held_state
from service.answering.reading.telling import amount_met, each_scripted, loose_number
from service.answering.reading.turn_came import turn_came
from service.engine.events import Event

PLAYERS: Mapping[str, str] = {"self": "player1", "opponent": "player2"}
# a builder may seat the asker as player2 (the opponent's turn: player1 is always the turn player)
SWAPPED: Mapping[str, str] = {"self": "player2", "opponent": "player1"}
_NEUTRAL_ROLES = frozenset({Role.CARD, Role.OWNER, Role.ASK, Role.NEUTRAL, Role.TERM})  # never decisive alone
_SCRIPTS = ("operations", "actions")  # the payload lists of scripted actions (fow's operations, others')


class Planner:
    """Reconciles readings with built scenarios for one game."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.map = lexicon(game).engine
        self.seats: Mapping[str, str] = PLAYERS
        self.asked: Fact | None = None  # the action a 「できる?」 asks about: never weakly reflected
        self.told: tuple[Fact, ...] = ()  # the reading's facts (「500ダメージ…さらに500ダメージ」 is two)
        self.text = ""
        self.default_turn = pl.engine_default(game, "turn")
        self.default_phase = pl.engine_default(game, "phase")

    def reconcile(
        self, reading: Reading, payload: Mapping[str, Any], events: Sequence[Event] = ()
    ) -> tuple[dict[str, Any], tuple[Accounted, ...]]:
        """The payload with the settable facts applied, and every fact's status.

        The asker's seat is the one under which more owned facts are reflected (builders seat the
        asker as player2 when the opponent is the turn player); ties keep the asker as player1."""
        kinds = {e.type for e in events}
        self.asked = asked_action(reading)
        self.told, self.text = reading.facts, reading.text
        best: tuple[int, Mapping[str, str]] | None = None
        for seats in (PLAYERS, SWAPPED):
            self.seats = seats
            trial = copy.deepcopy(dict(payload))
            missing = sum(
                a.status is not Status.USED and a.status is not Status.NEUTRAL
                for a in (
                    self._account(f, trial, pl.acts(trial), kinds, events, apply=False) for f in reading.facts
                )
            )
            if best is None or missing < best[0]:
                best = (missing, seats)
        self.seats = best[1] if best is not None else PLAYERS
        out = copy.deepcopy(dict(payload))
        acts = pl.acts(out)
        accounted = tuple(self._account(f, out, acts, kinds, events) for f in reading.facts)
        return out, accounted

    def unstated(self, reading: Reading, payload: Mapping[str, Any]) -> list[str]:
        """States the scenario gives cards in play that no fact of the question states for that
        side (「相手の2/2がアクト状態」 built with the asker's follower acted too)."""
        flags = {str(spec["flag"]): concept for concept, spec in self.map.items() if spec.get("flag") and
                 not spec.get("absent")}  # fmt: skip
        out: list[str] = []
        for seat in ("player1", "player2"):
            player = payload.get(seat)
            if not isinstance(player, Mapping):
                continue
            for path, _key, card in pl.walk(player, seat):
                if not (
                    isinstance(card, Mapping)
                    and pl.is_card(card)
                    and re.search(r"(?:field|characters)\[", path)
                ):
                    continue
                for flag, concept in flags.items():
                    if card.get(flag) is not True:
                        continue
                    said = any(
                        f.role is Role.STATE and f.concept == concept and not f.negated
                        and (f.owner is None or self.seats.get(f.owner) == seat)
                        for f in reading.facts
                    )  # fmt: skip
                    if not said:
                        out.append(f"{path}.{flag}")
        return out

    def _account(
        self, fact: Fact, payload: dict[str, Any], acts: Mapping[str, str], kinds: set[str],
        events: Sequence[Event], apply: bool = True,
    ) -> Accounted:  # fmt: skip
        if fact.role in _NEUTRAL_ROLES:
            return Accounted(fact, Status.NEUTRAL)
        if fact.concept == "attacked":
            return self._attacked(fact, payload)
        passed = passed_to(fact, self.told, self.seats, events)
        if passed is not None:  # 「相手のターンに…そのあと俺のターンになって」: a later turn of the run
            return Accounted(fact, Status.USED, passed, "実行中にそのプレイヤーのターンになる")
        came = turn_came(self.text, fact, self.told, self.seats, events)
        if came is not None:  # 「そのまま相手のターンになった」: the run starts that turn (turn_came.py)
            return Accounted(fact, Status.USED, came, "実行中にそのプレイヤーのターンが始まる")
        if fact.concept == "self_turn":  # the asker is the turn player: player1 (`scenarios/common.py`)
            if self.seats is PLAYERS:
                return Accounted(fact, Status.USED, "player1", "自分がターンプレイヤー(player1)")
            return Accounted(fact, Status.NOT_MODELED, note="シナリオでは相手がターンプレイヤーです")
        spec = self.map.get(fact.concept)
        if fact.role is Role.KEYWORD and spec is not None and spec.get("neutral"):
            return Accounted(fact, Status.NEUTRAL)  # 「インターラプト・ステップ」: a step, no card's keyword
        if fact.role is Role.KEYWORD and spec is not None and spec.get("player_state"):
            # 「【覚醒】してる?」: a keyword naming a player's state, no card's (sve 13.4.1): the run's look
            return self._act(fact, payload, spec, acts, kinds, events)
        if fact.role is Role.KEYWORD:
            return self._keyword(fact, payload, spec or {})
        if fact.role is Role.NUMBER:
            told = not pl.in_question(self.text, fact)
            if told and battle_power_reached(self.game, self.text, fact, events):
                # 「7000で守り切った」: the power a battle of the run compared (reading/battle_power.py)
                return Accounted(fact, Status.USED, "events.compare", "バトルで比べたパワー")
            fate = any(f.role is Role.ASK and f.concept == "destroyed" for f in self.told)
            if told and fate and don_counted(self.game, fact, payload):
                # 「ドン!!2枚付いてて7000あるから」: a card's power with its DON!! summed (battle_power.py)
                return Accounted(fact, Status.USED, "power+don", "パワーと付与されたドン!!の合計")
            return loose_number(self.text, self.told, fact, payload, events)
        if spec is None and fact.role in (Role.QUANTITY, Role.STAT):
            spec = {"keys": [fact.concept]}
        if spec is None:
            return Accounted(fact, Status.NOT_MODELED, note="このゲームのシナリオに対応する項目がありません")
        if spec.get("neutral"):
            return Accounted(fact, Status.NEUTRAL)
        if "turn" in spec:
            return self._turn(fact, payload, spec)
        if fact.concept == "opponent_turn" and self.seats is SWAPPED:
            return Accounted(fact, Status.USED, "player1", "相手がターンプレイヤー(player1)")
        if fact.role in (Role.QUANTITY, Role.STAT) and fact.value is not None:
            return self._value(fact, payload, spec, apply)
        if fact.role is Role.STATE:
            return self._state(fact, payload, spec, acts, apply)
        return self._act(fact, payload, spec, acts, kinds, events)

    def _value(self, fact: Fact, payload: dict[str, Any], spec: Mapping[str, Any], apply: bool) -> Accounted:
        if fact.owner == "both" and any(isinstance(payload.get(s), Mapping) for s in self.seats.values()):
            # 「お互いのライフが1000」: held by each seat (never set: the actions may not reach both)
            wanted = set(spec.get("keys", ())) or {fact.concept}
            paths = [
                pl.held_at(payload.get(seat), seat, wanted, fact.value)
                for seat in sorted(set(self.seats.values()))
            ]
            if all(paths):
                return Accounted(fact, Status.USED, "+".join(paths))
            return Accounted(fact, Status.NOT_MODELED, note="両プレイヤーのこの値がシナリオにありません")
        # a stat's concept is its payload key unless the map says otherwise (sve 攻撃力 → attack)
        keys = set(spec.get("keys", ())) or {fact.concept}
        mine = self.seats.get(fact.owner) if fact.owner is not None else None
        elsewhere = next((s for s in set(self.seats.values()) if s != mine), None) if mine else None
        for base, tree in pl.side(payload, fact.owner, self.seats):
            total, found = 0, False
            for path, key, value in pl.walk(tree, base):
                if fact.role is Role.QUANTITY and elsewhere and path.startswith(elsewhere):
                    continue  # 「相手の手札が9枚」: the other player's 9 is not the opponent's
                if fact.role is Role.QUANTITY and not base and path.startswith(_SCRIPTS):
                    continue  # what a player has is not a scripted action's amount (光1 held ≠ cost [光])
                count = pl.count(value) if key in keys else None
                if count == fact.value:
                    return Accounted(fact, Status.USED, path)
                total, found = total + (count or 0), found or count is not None
            # "sum_found": a sum of keys the seat holds, not of an empty seat's defaults (ninjaslayer deck)
            if spec.get("sum") and total == fact.value and (found or not spec.get("sum_found")):
                return Accounted(fact, Status.USED, f"{base}.{'+'.join(sorted(keys))}")
        scripted = [a for a in spec.get("acts", ()) if a in pl.acts(payload)]
        if scripted and (fact.value == 1 or pl.counted_by(payload, scripted, fact, self.asked)):
            return Accounted(fact, Status.USED, pl.acts(payload)[scripted[0]])
        if spec.get("at_least") and isinstance(fact.value, int):  # 「フォロワー3体とアミュレット2枚」
            for base, tree in pl.side(payload, fact.owner, self.seats):
                for path, key, value in pl.walk(tree, base):
                    n = pl.count(value) if key in keys else None
                    if n is not None and (n >= fact.value if fact.value else n == 0):
                        return Accounted(fact, Status.USED, path)
        settable = spec.get("set")
        seat = self.seats.get(fact.owner) if fact.owner is not None else None
        if fact.role is Role.QUANTITY and elsewhere and isinstance(payload.get(elsewhere), Mapping):
            # 「相手の手札が9枚」 built as the asker's 9 cards: the scenario's count is the other player's
            for _path, key, value in pl.walk(payload[elsewhere], elsewhere):
                # [] is a seat's default zone; a written 0 counts (「相手のデッキ0枚」 as the asker's)
                if key in keys and pl.count(value) == fact.value and value != []:
                    note = "シナリオではこの数が相手側の席にあります"
                    return Accounted(fact, Status.NOT_MODELED, note=note)
        if fact.role is Role.QUANTITY and settable and seat is not None and isinstance(fact.value, int):
            player = payload.setdefault(seat, {}) if apply else {}
            if isinstance(player, dict):
                whole = self._whole_told(fact, spec)
                if (
                    whole is not None
                ):  # 「ダメージ・ゾーン8枚のうち3枚は裏向き」: the part comes out of the whole
                    rest = player.get(whole)
                    if not isinstance(rest, int) or isinstance(rest, bool) or rest < fact.value:
                        return Accounted(
                            fact, Status.NOT_MODELED, note="全体の枚数からこの枚数を分けられません"
                        )
                    player[whole] = rest - fact.value
                player[settable] = [{}] * min(max(fact.value, 0), 60) if spec.get("list") else fact.value
                return Accounted(fact, Status.APPLIED, f"{seat}.{settable}")
        held = "、".join(sorted(keys)) or "—"
        return Accounted(fact, Status.NOT_MODELED, note=f"シナリオの {held} にこの値がありません")

    def _whole_told(self, fact: Fact, spec: Mapping[str, Any]) -> str | None:
        """The payload key holding the rest of a whole the question tells beside this part (the map's
        ``part_of``: [whole concept, key of the rest]) — ninjaslayer's face-down ダメージ・ゾーン cards are
        counted in the told ダメージ・ゾーン (1002.1, 1320.1), so setting them takes them out of the rest the
        builder put there (audit 28c: 「8枚のうち3枚は裏向き」 had been run as 8 + 3 = 11 cards, a defeat)."""
        part_of = spec.get("part_of")
        if not part_of:
            return None
        concept, rest = part_of
        told = any(
            f.role is Role.QUANTITY and f.concept == concept and f.owner == fact.owner and not f.negated
            for f in self.told
        )
        return str(rest) if told else None

    def _attacked(self, fact: Fact, payload: Mapping[str, Any]) -> Accounted:
        """「攻撃された」: the opponent attacks — the asker sits as player2 (player1 is the turn
        player), or the scenario ends the asker's turn or names player2 as the attacker."""
        if self.seats is SWAPPED:
            return Accounted(fact, Status.USED, "player1", "相手(player1)が攻撃")
        actions = payload.get("actions") or payload.get("operations") or []
        kinds = [str(a.get("type") or a.get("kind")) for a in actions if isinstance(a, Mapping)]
        if "end_turn" in kinds or "pass" in kinds:
            return Accounted(fact, Status.USED, "actions", "ターンを渡して相手が攻撃")
        by_opponent = [a for a in actions if isinstance(a, Mapping) and a.get("player") == "player2"]
        if by_opponent:
            return Accounted(fact, Status.USED, "actions", "player2 が攻撃")
        return Accounted(fact, Status.NOT_MODELED, note="シナリオでは相手が攻撃していません")

    def _keyword(self, fact: Fact, payload: Mapping[str, Any], spec: Mapping[str, Any]) -> Accounted:
        name = fact.concept.strip("【】[]")
        keys = set(spec.get("keys", ()))
        found: str | None = None
        lacking: str | None = None  # a card without it (「守護なしのフォロワー」)
        for base, tree in pl.side(payload, fact.owner, self.seats):
            for path, key, value in pl.walk(tree, base):
                if key in ("keywords", "icons") and isinstance(value, list):
                    if name in {str(v).strip("【】[]") for v in value}:
                        found = found or path
                    else:
                        lacking = lacking or path
                elif key in keys and value not in (None, False, 0, [], ""):
                    found = found or path
                elif (
                    isinstance(value, Mapping)
                    and pl.is_card(value)
                    and "keywords" not in value
                    and "icons" not in value
                ):
                    lacking = lacking or path
        steps = set(spec.get("steps", ()))  # 「カウンターイベントで」: an effect an attack's step holds
        scripted = pl.walk(payload.get("actions") or [], "actions") if steps and not found else iter(())
        for path, key, value in scripted:
            if key in steps and value not in (None, [], {}):
                found = found or path
        if not (lacking or found) and none_there(fact, payload, self.seats.get(fact.owner or ""), self.text):
            return Accounted(fact, Status.USED, "field", "場にカードがありません")  # 「場に守護とかはなし」
        if fact.negated:
            return (
                Accounted(fact, Status.USED, lacking)
                if lacking
                else Accounted(
                    fact, Status.NOT_MODELED, note=f"【{name}】を持たないカードがシナリオにありません"
                )
            )
        if found is not None:  # 「守護持ちがいる。顔殴れる?」: whose defending card it is, unsaid
            unowned = pl.unowned_defender(fact.owner, spec, payload, found, name)
            return Accounted(
                fact, Status.NOT_MODELED if unowned else Status.USED, "" if unowned else found, unowned
            )
        return Accounted(fact, Status.NOT_MODELED, note=f"シナリオのカードに【{name}】がありません")

    def _state(
        self, fact: Fact, payload: Mapping[str, Any], spec: Mapping[str, Any], acts: Mapping[str, str],
        apply: bool,
    ) -> Accounted:  # fmt: skip
        if spec.get("distinct"):  # 「組織が違う」: the side's cards share no value of a list field
            return self._distinct(fact, payload, str(spec["distinct"]), spec.get("default", []))
        if spec.get("member"):  # 「遊撃士協会のUNIT」: a card of the side whose list field holds the value
            return self._member(fact, payload, str(spec["member"]))
        keys = set(spec.get("keys", ()))
        cards = 0
        scripted = next((acts[a] for a in spec.get("acts", ()) if a in acts), None)
        if scripted is not None:  # 「効果でスタンした」 (unless told already in it: 「もうスタンしてる」)
            return Accounted(
                fact, Status.USED, held_state(self.text, fact, payload, keys, self.seats) or scripted
            )
        absent = bool(spec.get("absent")) != fact.negated  # 「スタンしていない」: a card without it
        for base, tree in pl.side(payload, fact.owner, self.seats, acting=spec.get("acting") and not absent):
            for path, key, value in pl.walk(tree, base):
                if absent:
                    # a card a player holds (an operation's ``kind`` makes no card)
                    if isinstance(value, Mapping) and pl.is_card(value) and path.startswith("player"):
                        cards += 1
                        if not any(value.get(k) for k in keys):
                            return Accounted(fact, Status.USED, path)
                elif key in keys and value not in (None, False, 0, [], ""):
                    return Accounted(fact, Status.USED, path)
        if absent and cards == 0:
            return Accounted(fact, Status.USED, note="既定の状態")
        flag = spec.get("flag")
        seat = self.seats.get(fact.owner) if fact.owner is not None else None
        if flag and seat is not None and isinstance(payload.get(seat), Mapping):
            # the owner has exactly one card in play: the stated state is that card's (applied)
            inplay = [
                (p, v) for p, _k, v in pl.walk(payload[seat], seat)
                if isinstance(v, Mapping) and pl.is_card(v) and re.search(r"\.(?:field|characters)\[", p)
            ]  # fmt: skip
            if len(inplay) == 1:
                if apply and isinstance(inplay[0][1], dict):
                    inplay[0][1][flag] = not absent
                return Accounted(fact, Status.APPLIED, f"{inplay[0][0]}.{flag}")
        return Accounted(fact, Status.NOT_MODELED, note="シナリオのカードにこの状態がありません")

    def _member(self, fact: Fact, payload: Mapping[str, Any], key: str) -> Accounted:
        """Written out on a card only (no engine default counts); a denied one is not modeled."""
        for base, tree in pl.side(payload, fact.owner, self.seats) if not fact.negated else ():
            for path, k, value in pl.walk(tree, base):
                if k == key and isinstance(value, list) and fact.value in value:
                    return Accounted(fact, Status.USED, path)
        return Accounted(
            fact, Status.NOT_MODELED, note=f"シナリオのカードの {key} に {fact.value} がありません"
        )

    def _distinct(self, fact: Fact, payload: Mapping[str, Any], key: str, default: list[str]) -> Accounted:
        """`default`: the engine's value for a card that gives none (kiseki: one shared 組織). The cards
        in play and in the hand (「自分の場にいるのは別組織のUNITだけ」 of a 【援軍】 card to be played)."""
        for base, tree in pl.side(payload, fact.owner, self.seats):
            lists = [
                (p, set(map(str, v.get(key, default))))
                for p, _k, v in pl.walk(tree, base)
                if isinstance(v, Mapping) and pl.is_card(v) and re.search(r"\.(?:field|hand)\[\d+\]$", p)
            ]
            if len(lists) >= 2 and not set.intersection(*(v for _p, v in lists)):
                return Accounted(fact, Status.USED, f"{lists[0][0]}.{key}")
        return Accounted(fact, Status.NOT_MODELED, note=f"シナリオのカードの {key} が共通しています")

    def _turn(self, fact: Fact, payload: Mapping[str, Any], spec: Mapping[str, Any]) -> Accounted:
        turn = payload.get("turn", self.default_turn)
        wanted = spec["turn"]
        if wanted == "value" and isinstance(fact.value, int):
            ok = turn in (fact.value, 2 * fact.value - 1, 2 * fact.value)
        else:
            ok = turn in wanted
        return (
            Accounted(fact, Status.USED, "turn")
            if ok
            else Accounted(fact, Status.NOT_MODELED, note="シナリオのターンが違います")
        )

    def _act(
        self, fact: Fact, payload: Mapping[str, Any], spec: Mapping[str, Any], acts: Mapping[str, str],
        kinds: set[str], events: Sequence[Event],
    ) -> Accounted:  # fmt: skip
        declined = set(spec.get("declined", ()))
        if fact.negated and declined:  # 「捨てなかった」: an optional cost the scenario marks not paid
            said = next((p for p, k, v in pl.walk(payload) if k in declined and v is True), None)
            if said is not None:
                return Accounted(fact, Status.USED, said)
        where = next((acts[a] for a in spec.get("acts", ()) if a in acts), pl.done_in_run(fact, spec, events))
        if where is None and spec.get("any_act"):  # 「使う」: whatever the scenario scripts
            # a mulligan (onepiece 5-2-1-6) uses no card nor effect: 「効果は使ってない」 still holds
            where = next((p for a, p in acts.items() if a not in ("end_turn", "pass", "mulligan")), None)
        present = set(spec.get("present", ()))
        if where is None and not fact.negated:  # a choice either way (「トリガーを発動できる?」: trigger)
            where = next((p for p, k, _v in pl.walk(payload) if k in present), None)
        if where is None and fact.negated:  # 「発動しないことにした」: the choice is made as "no"
            where = next((p for p, k, v in pl.walk(payload) if k in present and not v), None)
            if where is not None:
                return Accounted(fact, Status.USED, where)
        if (
            fact.negated
            and where is None  # denied_phases: the phases that do run a denied action, if not all
            and payload.get("phase", self.default_phase) in spec.get("denied_phases", spec.get("phases", ()))
        ):
            # 「まだ引いてはいない」: a scenario starting in a phase that runs the action does it
            return Accounted(
                fact, Status.NOT_MODELED, note="質問ではまだ行っていない行動をシナリオが行います"
            )
        if fact.negated:  # 「ブロックもなし」: reflected when the scenario does not script it
            return Accounted(fact, Status.USED if where is None else Status.NOT_MODELED, where or "")
        if where is None:
            keys = set(spec.get("keys", ()))
            where = next(
                (p for p, k, v in pl.walk(payload) if k in keys and v not in (None, False, [], 0)), None
            )
        if where is None and kinds & set(spec.get("events", ())):
            where = "events"
        if where is None and pl.card_targeted(spec, events):  # 「フォロワー同士」: a card attacked
            where = "events"
        if where is None and spec.get("drawn") and draw_counts(events):
            where = "events"  # 「次の相手のターンのドロー」: the run drew, an empty deck's attempt too
        if where is None and pl.in_phase(payload, spec, events, self.default_phase, self.text, fact):
            where = "phase"  # 「山札0枚で引こうとしたら」: the scenario runs through the draw
        if where is None and fact is not self.asked:
            # 「キャラを登場させてアタック」: the played card stands in the scenario's field
            where = weak_place(payload, spec, earlier_turn(self.told, self.text, fact))
        if where is None:
            return Accounted(fact, Status.NOT_MODELED, note="シナリオにこの行動・効果がありません")
        restated = restated_per_count(self.text, fact, payload) if spec.get("repeat") else None
        if restated is not None:  # 「200ずつ4回」 of a per-count amount is its one instance (10.6.4.1)
            return Accounted(fact, Status.USED, restated, "1つにつきの計算手順(1回で与える)")
        if spec.get("repeat") and isinstance(fact.value, int):  # 「2ダメージを2回」: the count of one
            if pl.repeated(payload, fact.value):  # scripted action (its repetitions), not a number elsewhere
                return Accounted(fact, Status.USED, where)
            return Accounted(fact, Status.NOT_MODELED, note=f"同じ行動を{fact.value}回行っていません")
        if isinstance(fact.value, int) and not amount_met(fact, spec, self.text, self.told, payload, events):
            # 「その後に2ダメージ」 had been met by the カラテ 2 or 'turn': 2 (telling.py, audit)
            return Accounted(fact, Status.NOT_MODELED, note=f"シナリオに {fact.value} がありません")
        counted = spec.get("counted") and isinstance(fact.value, int)
        if counted and not pl.scripted_count(int(fact.value or 0), where, spec, payload, events):
            # 「魔石を2枚破壊」 scripted as one destroy: the 2 of 「墓地は2枚」 is no count of the action
            return Accounted(fact, Status.NOT_MODELED, note=f"シナリオの行動に {fact.value} がありません")
        if (
            spec.get("each")
            and isinstance(fact.value, int)
            and not each_scripted(fact, self.told, self.text, spec, payload)
        ):
            # 「500ダメージを与え、さらに500ダメージ」: each telling is its own scripted action
            return Accounted(fact, Status.NOT_MODELED, note=f"{fact.value} の行動の回数がシナリオと違います")
        evented = where not in ("events", "phase") or pl.evented(fact, payload, events)
        if isinstance(fact.value, int) and not evented:
            # 「カードを3枚引く」 met only by the turn's own draw: the 3 is the effect's, not turn 3's
            return Accounted(fact, Status.NOT_MODELED, note=f"シナリオの行動に {fact.value} がありません")
        return Accounted(fact, Status.USED, where)
