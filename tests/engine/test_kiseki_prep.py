"""軌跡 TCG engine: preparation-phase thresholds (draws 703.6a/1102.1, CP and EP costs, BASE plays and
their 創設レベル 1204.2f-3) and the 705.5 judgement at its edges."""

from __future__ import annotations

from service.engine.events import Reason, Result
from service.engine.scenario import SimulationResult
from tests.engine.helpers import cited, counter, rejected, zone
from tests.engine.kiseki_helpers import sim


# ----- preparation phase thresholds (703.6a, 1102.1, 1217.2) and 705.5 -----------------------------
def test_ks_703_6a_first_turn_draws_two_cards() -> None:
    res = sim({"turn": 1, "phase": "prep", "player1": {"hand": 4}})
    assert len(cited(res, "703.6a", "move")) == 2 and len(zone(res, "player1", "hand")) == 6


def test_ks_1102_1_drawing_the_last_two_cards_is_not_a_defeat() -> None:
    res = sim({"phase": "prep", "player1": {"deck": 2}})
    assert res.outcome.result is Result.ONGOING and not zone(res, "player1", "deck")


def test_ks_103_3_in_the_non_initiative_players_step_the_initiative_player_wins() -> None:
    res = sim(
        {
            "phase": "prep",
            "player1": {"deck": 2},
            "player2": {"deck": 2},
            "actions": [
                {"kind": "end_step", "player": "player1"},
                {"kind": "effect", "op": "draw", "counts": {"player1": 1, "player2": 1}},
            ],
        }
    )
    assert res.outcome.winner == "player1" and res.outcome.reason is Reason.SIMULTANEOUS


def test_ks_1217_2_two_base_cards_cannot_pay_ep_cost_three() -> None:
    res = sim(
        {
            "phase": "deploy",
            "player1": {
                "base": [{"id": "b1"}, {"id": "b2"}],
                "hand": [{"id": "e", "kind": "EVENT", "ep_cost": 3}],
            },
            "actions": [
                {"kind": "gain_ep", "card": "b1"},
                {"kind": "gain_ep", "card": "b2"},
                {"kind": "play_event", "card": "e"},
            ],
        }
    )
    assert counter(res, "player1", "ep") == 2
    assert rejected(res)[0]["data"]["code"] == "cannot_pay" and "1204.2f-2" in rejected(res)[0]["rules"]


def test_ks_705_5_one_kizuna_left_is_not_a_defeat() -> None:
    res = sim({"phase": "recovery", "player2": {"kizuna": 1}})
    assert res.outcome.result is Result.ONGOING and cited(res, "705.6")


# ----- BASE のプレイ (1209, 1204.2f-3) -----------------------------------------------------------------
def _base_play(level: int, face_down: bool = True) -> SimulationResult:
    base = [{"id": "b", "kind": "BASE", "level": level, "face_down": face_down}, {"id": "x"}, {"id": "y"}]
    return sim(
        {"phase": "deploy", "player1": {"base": base}, "actions": [{"kind": "play_base", "card": "b"}]}
    )


def test_ks_1204_2f_3_level_above_the_base_count_cannot_be_played() -> None:  # ks-r3-10
    res = _base_play(4)
    assert rejected(res)[0]["data"]["code"] == "cannot_pay" and "1204.2f-3" in rejected(res)[0]["rules"]
    assert zone(res, "player1", "base")[0]["flags"]["face_down"] is True


def test_ks_1209_1_level_equal_to_the_base_count_is_played_face_up() -> None:
    res = _base_play(3)
    assert not rejected(res) and cited(res, "1205.1c-3")
    base = {c["uid"]: c for c in zone(res, "player1", "base")}
    assert base["b"]["flags"]["face_down"] is False  # it stays in the 拠点, face up (1204.2a)


def test_ks_1209_1a_a_face_up_base_cannot_be_played() -> None:
    res = _base_play(1, face_down=False)
    assert rejected(res)[0]["data"]["code"] == "face_up" and "1209.1a" in rejected(res)[0]["rules"]


def test_ks_1209_1_a_playable_base_is_a_legal_action_and_applies() -> None:
    from service.engine.core import Action
    from service.engine.kiseki.scenario import KisekiScenario, build

    base = [{"id": "b", "kind": "BASE", "level": 2}, {"id": "x"}, {"id": "low", "kind": "BASE", "level": 4}]
    game = build(KisekiScenario.model_validate({"player1": {"base": base}}))
    game._goto("prep", "deploy_start", ("701.1",), "start")
    game._advance()
    offered = [a for a in game.legal_actions() if a.kind == "play_base"]
    assert offered == [Action("play_base", "player1", {"card": "b"})]  # level 4 > 3 cards is not offered
    game.apply(offered[0])
    assert game.find("b")[2].flags["face_down"] is False
