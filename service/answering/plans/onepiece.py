"""ONE PIECE CARD GAME plans: scenarios built from the reading's facts (see `plans/__init__`).

Families, tried in order: a battle between two named cards (`onepiece_battle`); the asker's cards
attacking the opponent's leader one after another (`onepiece_attack_many`); whether an attack
or a block can be made (`onepiece_can`); giving DON!! (`onepiece_attach`); a second 【ブロッカー】
tried in the same battle (`onepiece_reblock`); the 【トリガー】 of a life card an attack revealed
(`onepiece_trigger`); the 【KO時】 of a character the 6th one replaced (`onepiece_ko`); playing a card
from hand in the main phase (`onepiece_play`), the DON!! its cost leaves (`onepiece_pay`), a card
tried during the asker's battle (`onepiece_in_battle`) or a 【カウンター】 event's cost paid in the
opponent's attack (`onepiece_counter_event`); damage or a draw on one player, by an effect or a
played event (`onepiece_players`); the DON!! after the next turn's DON!! phase (`onepiece_don`); a
player conceding or drawing in its draw phase (`onepiece_end`); a loop neither player can stop
(`onepiece_loop`); the deck before the game and after the first draw, with the mulligan and
the life placed (`onepiece_setup`); a second mulligan asked (`onepiece_mulligan`); the start of a
turn, its draw and DON!! phases (`onepiece_turn`); a deck told at 0 cards (`onepiece_position`); a
card played into a full stage or character area (`onepiece_area`); an effect changing one character's power
(`onepiece_power`); the power DON!! given make (`onepiece_don_power`); whether a 【ターン1回】/
【ドン!!×N】 effect can be activated, or how many times, and whether a 【アタック時】 effect under
【ドン!!×N】 is activated by the attack (`onepiece_activate`); whether its quoted
activation cost can be paid (`onepiece_cost`); the DON!! a play rests when an effect lowers the cost
(`onepiece_reduced`); the DON!! of a character an effect KO'd (`onepiece_ko_don`); whether one card is a
legal choice of a quoted effect's selection condition (`onepiece_select`).
"""

from __future__ import annotations

import re

from service.answering.plans import Plan
from service.answering.plans.battle_left import left_plan
from service.answering.plans.choice_told import choice_plan, choice_reread
from service.answering.plans.deck_games import onepiece_deck_legal
from service.answering.plans.deck_limit import deck_limit
from service.answering.plans.given_change import given_change
from service.answering.plans.lapsed_plan import lapsed_plan
from service.answering.plans.loop_counts import counted_loop
from service.answering.plans.onepiece_activate import activation_count, attack_effect, can_activate
from service.answering.plans.onepiece_area import area_limit
from service.answering.plans.onepiece_attach import can_attach
from service.answering.plans.onepiece_attach_left import play_attach_left
from service.answering.plans.onepiece_attack_many import attack_many
from service.answering.plans.onepiece_battle import battle
from service.answering.plans.onepiece_block_guard import guarded_block
from service.answering.plans.onepiece_can import can_attack
from service.answering.plans.onepiece_control import controlled_leaves, controlled_whose
from service.answering.plans.onepiece_cost import cost_payable
from service.answering.plans.onepiece_counter_event import counter_event_cost
from service.answering.plans.onepiece_counter_free import counter_without_don
from service.answering.plans.onepiece_don import next_turn_don
from service.answering.plans.onepiece_don_power import don_power
from service.answering.plans.onepiece_draw_up_to import onepiece_draw_up_to
from service.answering.plans.onepiece_end import concession, turn_draw
from service.answering.plans.onepiece_hand_plays import hand_after_plays
from service.answering.plans.onepiece_held_power import held_power
from service.answering.plans.onepiece_in_battle import play_in_battle
from service.answering.plans.onepiece_ko import replaced_ko
from service.answering.plans.onepiece_ko_don import ko_given_don
from service.answering.plans.onepiece_loop import endless_loop
from service.answering.plans.onepiece_main_in_battle import main_ability_in_battle
from service.answering.plans.onepiece_mulligan import mulligan_again
from service.answering.plans.onepiece_next_battle import counter_next_battle
from service.answering.plans.onepiece_opening import opening_hand
from service.answering.plans.onepiece_paid_attach import paid_then_attach
from service.answering.plans.onepiece_pay import play_count, play_then_attach
from service.answering.plans.onepiece_play import can_play
from service.answering.plans.onepiece_players import player_effects
from service.answering.plans.onepiece_plays_left import plays_left
from service.answering.plans.onepiece_position import decked_out, life_told_empty
from service.answering.plans.onepiece_power import power_change
from service.answering.plans.onepiece_reblock import reblock
from service.answering.plans.onepiece_reduced import don_paid
from service.answering.plans.onepiece_select import selecting_onepiece, selection
from service.answering.plans.onepiece_self_block import self_block
from service.answering.plans.onepiece_setup import opening_deck
from service.answering.plans.onepiece_steps import told_steps
from service.answering.plans.onepiece_trigger import can_trigger
from service.answering.plans.onepiece_turn import turn_start
from service.answering.plans.onepiece_turns_told import at_turn_three
from service.answering.plans.order_plan import ordered
from service.answering.plans.quoted_ability import effect_unread
from service.answering.plans.quoted_ability_body import ability_body_read
from service.answering.plans.quoted_condition import onepiece_quoted_condition
from service.answering.plans.quoted_draw import onepiece_quoted_draw
from service.answering.plans.quoted_games import onepiece_quoted_effect
from service.answering.plans.quoted_played import onepiece_quoted_played
from service.answering.plans.quoted_remainder import onepiece_quoted_remainder
from service.answering.plans.quoted_steps import onepiece_quoted_steps
from service.answering.plans.told_draws import onepiece_told_draws
from service.answering.plans.trigger_games import onepiece_quoted_trigger
from service.answering.reading.model import Reading

# every plan whose scenario runs the engine's default turn (3) is withheld for a first turn told
PLANS: tuple[Plan, ...] = tuple(
    at_turn_three(plan)
    for plan in (
        onepiece_deck_legal,  # deck construction (5-1-2): all its facts are a deck's counts
        deck_limit("onepiece"),  # a bound on one deck count asked, none told (5-1-2, 2-14-2)
        selection,  # one card against a quoted effect's selection condition (8-4-4, audit 25e)
        battle,
        attack_many,
        can_attack,
        guarded_block,  # can_block, less the asks it must not plan (audit 12b)
        can_attach,
        reblock,
        self_block,
        can_trigger,
        replaced_ko,
        ko_given_don,
        can_play,
        play_count,
        plays_left,
        hand_after_plays,
        don_paid,
        play_then_attach,
        paid_then_attach,  # DON!! told rested to pay a play, then given (2-7-2, 6-5-5-1; audit 28d)
        play_attach_left,
        play_in_battle,
        main_ability_in_battle,
        counter_event_cost,
        counter_without_don,
        player_effects,
        next_turn_don,
        concession,
        endless_loop,
        ordered("onepiece"),  # simultaneous abilities or choices: who goes first (order_plan)
        counted_loop("onepiece"),  # both players' loop counts: the smaller runs (11-1-1-3)
        turn_draw,
        opening_deck,
        opening_hand,
        mulligan_again,
        turn_start,
        decked_out,
        life_told_empty,  # a life told at 0, no damage since: no loss yet (1-2-1-1-1, audit 24f)
        area_limit,
        power_change,
        don_power,
        counter_next_battle,  # the next attack after a counter: the boost lasted that battle (7-1-3-2-1)
        ability_body_read(can_activate),  # a quoted 「【起動メイン】【ターン1回】…」 whole (audit 23c)
        attack_effect,
        cost_payable,
        # 「cost:effect」 with an unpayable cost (8-3-1-3), or paid with only a draw after it
        effect_unread(cost_payable, "onepiece", frozenset({"draw"}), re.compile(r"【起動メイン】")),
        ability_body_read(activation_count),
        onepiece_quoted_effect,  # a told card takes quoted texts (reading/card_text)
        onepiece_quoted_condition,  # quoted texts with a condition (reading/card_condition)
        held_power,  # a power raised by the card's own quoted text under a condition (card_condition)
        onepiece_quoted_remainder,  # the rest of a text whose chosen card is gone (1-3-2)
        onepiece_quoted_draw,  # a quoted draw of a character's ability (reading/card_text)
        onepiece_quoted_played,  # a quoted text of a card played from the hand (it leaves the hand)
        onepiece_quoted_steps,  # a quoted text that discards and draws (discarding, 104.2)
        onepiece_told_draws,  # draws told one after another, the hand or deck asked (audit 20c)
        onepiece_quoted_trigger,  # a character holding a quoted 【登場時】/【KO時】 meets one told event
        told_steps,  # told steps run in order, a count read from the run's end (audit 22c)
        controlled_leaves,  # a character in another's area leaves for its 持ち主's zone (10-2-1-2)
        controlled_whose,  # 「どっちのトラッシュに行く?」: its 持ち主's (10-2-1-2)
    )
)
PLANS = (*PLANS, given_change("onepiece", PLANS))  # a quoted power change given to a card before its fight
PLANS = (*PLANS, onepiece_draw_up_to)  # 「カードN枚までを引く」 ended after the cards told (4-5-4-1)
# how many cards a choice or search lets its player choose (choice_told)
PLANS = (*PLANS, choice_plan("onepiece"))
_CHOICE_REREAD = choice_reread("onepiece")


def _reread(reading: Reading) -> Reading:
    """The words of a choice told (its instruction, pool and number chosen) are the choice plan's
    (audit 25c); the selection condition's words and the card it is asked about are the selection
    plan's (audit 25e)."""
    return selecting_onepiece(_CHOICE_REREAD(reading))


REREAD = _reread
_BATTLES = PLANS
# a battle participant removed before its damage, scripted into the battle the other plans build (battle_left)
PLANS = (*PLANS, left_plan("onepiece", lambda: _BATTLES))
# a quoted effect told to have ended before the act (「前のターンに「このターン中…」」): planned without it
_UNLAPSED = PLANS
PLANS = (*PLANS, lapsed_plan("onepiece", lambda: _UNLAPSED))
