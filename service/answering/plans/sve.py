"""Shadowverse Evolve plans: scenarios built from the reading's facts (see `plans/__init__.py`).

Families, tried in order:

* `conceded.concession_plan` — a player concedes: loses at once (1.2.3);

* `sve_players.player_effect` — the players' 体力/デッキ/手札 and one effect on players (「各プレイヤー
  のリーダーに3ダメージ」「カードを3枚引く」) → the winner or the quantity;
* `sve_draw_told.restated_draw` — that draw with its progress told after it (「2枚は引けるけど3枚目が
  引けない」): the restatements agree with the told deck and count, and the one draw is planned;
* `sve_draw_up_to.draw_up_to` — 「カードをN枚まで引く」 ended by the asker after the cards told (「2枚引いた
  ところで止める」, 5.9.3.1): no draw from the empty deck, no loss (5.9.1.1, 11.2.2); with no end told,
  「負け確?」「負けずに済む?」 asks whether the loss is forced: it ends after the deck's last card;
* `sve_defeat.leaders_defeated` — leaders told at 体力 0 or less with no cause: the rule processing
  (11.2.1; both at once is a draw, 1.2.2);
* `sve_defeat.leaders_damaged_to` — the same 体力 told as what a damage of no told amount left (5.13.1);
* `sve_players.hand_limit` — the end phase with a stated hand size → how many are discarded (7.4.7);
* `sve_attack.attack` — a fight between the followers the question describes, or followers
  attacking a leader → destroyed? / the leader's 体力 / winner / can it attack?
* `sve_attack_many.attack_together` — several followers attacking the defending leader in turn,
  one played this turn refused (8.4.2.1) → winner / the leader's 体力;
* `sve_moves.play_limit` / `evolve_cost` / `turn_counts` — playing onto a stated field (5 cards at
  most), paying an evolve cost from stated PP/EP, the PP/EP of the asker's Nth turn;
* `sve_evolve_ep.evolve_ep` — how much of an evolve's cost EP may pay (1 point, 12.2.3); `ep_from_start`
  — the EP left after the game's first evolve, from the turn order's starting EP (6.2.1.10);
* `sve_turn.turn_start` — the start phase of the asker's Nth turn or of a turn told as starting
  from a stated PP max / deck: the draw, PP max, PP, EP, hand, a loss to the empty deck (7.2);
* `sve_pay.play_cost` / `pp_recovery` — costed cards played from the stated PP (8.2.1, 10.4.4); PP
  recovered up to the PP max (5.14.1.1); `sve_pp_play.played_recovery` — a costed card that recovers PP;
* `sve_start_plays.start_then_play` — costed cards played in a turn told as starting from a PP max
  (7.2.1, 7.2.2, 8.2.1): whether they can be, or the PP left;
* `sve_turn_plays.first_turn_plays` — the hand at the end of the asker's first turn with the cards told
  played in it (7.2.4.1, 8.2.1, 7.4.7);
* `sve_moves.quick_response` — a 【クイック】 card (or one without it) played during the opponent's
  attack on the asker's leader (8.4.7);
* `sve_moves.end_phase_quick` — a card played by the asker in the opponent's end phase: with
  【クイック】 it may be (7.4.5, 12.3.4), without it not;
* `sve_moves.guard_at_end` — a standing 【守護】 follower acted in the asker's end phase (7.4.3);
* `sve_guard_held.guard_held` — that 【守護】 follower still acted on the opponent's next turn: the
  opponent's follower cannot attack the asker's leader (7.2.3, 12.8.2);
* `sve_moves.tokens_limit` — tokens put onto a stated field, up to its 5 cards (4.4.4.2);
* `sve_evolve.evolve_again` / `evolved_health` — a second evolve in a turn one was already made
  (8.3.2), or two asked at once (`evolve_two`); an evolved follower's 体力: the evolve card's, less
  the damage it keeps (5.15.2-5.15.3);
* `sve_leave.last_word` / `quick_removal` — a destroyed follower's ラストワード damage to a leader
  (12.5.1), an attacker destroyed by a 【クイック】 card before its damage (8.4.7, 8.4.9);
* `sve_last_word.last_word_trigger` — whether a follower's ラストワード triggers as it leaves the field:
  destroyed yes, 消滅 or returned to the hand no (12.5.1, 5.5.1, 5.6.1, 5.4.1);
* `sve_deck.deck_emptied` / `battle_won` — a deck emptied into the graveyard without a draw is no
  defeat (5.4.1, 11.2.2); 「バトルに勝利する」 ends the game at once (5.22.1);
* `sve_spell.per_graveyard` — 「墓場のカードN枚につき、相手のリーダーにMダメージ」 from the told graveyard
  (5.28.1, one instance of damage), a spell's or a follower's ファンファーレ (12.4.3), the asker's or
  the opponent's (its quote's 自分/相手 are its user's: `REREAD`) → the damage / the leader's 体力 / winner;
* `sve_spell.effect_on_followers` — an effect's damage to the followers it names, on top of the damage
  they took (5.13.1, 2.8.2, 11.3.1) → destroyed? / which remain;
* `sve_quick_main.main_phase_quick` — a card of the asker's played in answer to the opponent's move in
  the opponent's main phase: refused, 【クイック】 too (7.3.3, 12.3.4; its moments are 8.4.7 and 7.4.5);
* `sve_evolve_effect.evolve_by_effect` — a second evolve in a turn when one is an effect's: allowed,
  8.3.2 limits playing evolve abilities only (5.15.1.1; the engine's `by_effect`);
* `sve_eat.eat_limit` — a 食事 ability and an evolve ability (or two 食事) in one turn: the second refused,
  8.3.2 counts them all together (the engine's `activate` `eat`);
* `sve_quick_own.own_main_quick` — a 【クイック】 card played in the asker's own main phase: allowed
  (12.3.5, 8.2.1; the moment is `lexicon/moments.json`'s);
* `sve_their_turn.attack_in_their_turn` — the asker's follower asked to attack in the opponent's turn:
  refused, only the turn player attacks (8.4.1, 7.3.3);
* `sve_text_damage.text_damages` — one text of the asker's damaging the leaders in turn, or drawing and
  damaging one: nothing is checked in between (10.6.2.8.2, 11.1.2; both players losing a draw, 1.2.2)
  → winner;
* `sve_resolve_steps.damage_then_raise` — one text damaging the asker's leader or follower, then raising
  its 体力: nothing is checked in between (10.6.2.8.2, 11.1.2) → winner / destroyed?;
* `sve_target.spell_target` — a spell choosing the opponent's follower with 【オーラ】 (refused,
  12.15.2) or 【威圧】 (chosen: it forbids attack targets only, 12.12.2); `sve_no_target.spell_no_target`
  — a spell choosing a follower with none there: it cannot be played (10.6.2.1.2, 10.6.2.3.3);
* `sve_notation.notation` — whether a played card's 【コンボ N】 (13.2.1), 【スペルチェイン N】 (13.3.1)
  or 【ネクロチャージ N】 (13.5.1) condition holds, from the told plays or graveyard;
* `sve_boost.boosted_spell` — the asker's spell at the opponent's follower under 「自分のスペルが与える
  ダメージ+N」 (5.13.3.3-5.13.3.4) → destroyed?; `boosted_attack` — an attack on the opponent's leader
  under such a boost: an attack's damage is no 能力ダメージ (5.13.3.3) → the leader's 体力;
* `sve_snapshot_entered` — a resolved 「このターン、あなたのフォロワーすべて…」, then a follower played:
  its own stat (10.9.2; a 永続 ability declines, `snapshot_entered`); `sve_modified_anew` — a told
  ±X/±Y, then the follower's return and replay: a new card (4.1.4, `modified_anew`).
"""

from __future__ import annotations

import re
from functools import wraps

from service.answering.plans import Plan
from service.answering.plans.choice_told import choice_plan, choice_reread
from service.answering.plans.conceded import concession_plan
from service.answering.plans.deck_games import sve_deck_legal
from service.answering.plans.deck_limit import deck_limit
from service.answering.plans.given_change import given_change
from service.answering.plans.lapsed_plan import lapsed_plan
from service.answering.plans.loop_counts import counted_loop
from service.answering.plans.modified_anew import sve_modified_anew
from service.answering.plans.order_plan import ordered
from service.answering.plans.quoted_ability import effect_unread
from service.answering.plans.quoted_condition import sve_quoted_condition
from service.answering.plans.quoted_draw import sve_quoted_draw
from service.answering.plans.quoted_games import sve_quoted_effect
from service.answering.plans.quoted_played import sve_quoted_played
from service.answering.plans.quoted_remainder import sve_quoted_remainder
from service.answering.plans.quoted_steps import sve_quoted_steps
from service.answering.plans.replaced import replaced_plan
from service.answering.plans.snapshot_entered import sve_snapshot_entered
from service.answering.plans.stat_layers import sve_stat_layers
from service.answering.plans.sve_activate import activate_cost
from service.answering.plans.sve_attack import attack
from service.answering.plans.sve_attack_in_turn import attack_in_turn
from service.answering.plans.sve_attack_many import attack_together
from service.answering.plans.sve_awakened import awakened
from service.answering.plans.sve_awakened_stat import awakened_stat
from service.answering.plans.sve_boost import boosted_attack, boosted_spell
from service.answering.plans.sve_both_hands import both_hands
from service.answering.plans.sve_deck import battle_won, deck_emptied, deck_told_empty, turn_passed
from service.answering.plans.sve_defeat import leaders_damaged_to, leaders_defeated
from service.answering.plans.sve_draw_told import restated_draw
from service.answering.plans.sve_draw_up_to import draw_up_to
from service.answering.plans.sve_eat import eat_limit
from service.answering.plans.sve_evolve import evolve_again, evolve_means, evolve_two, evolved_health
from service.answering.plans.sve_evolve_effect import evolve_by_effect
from service.answering.plans.sve_evolve_ep import ep_from_start, evolve_ep
from service.answering.plans.sve_evolved_left import evolve_card_reused, evolved_left, evolved_left_count
from service.answering.plans.sve_extra_turns import extra_turns
from service.answering.plans.sve_guard_held import guard_held
from service.answering.plans.sve_hand_plays import hand_after_plays
from service.answering.plans.sve_last_word import last_word_trigger
from service.answering.plans.sve_leave import last_word, quick_removal
from service.answering.plans.sve_loop import sve_loop
from service.answering.plans.sve_moves import (
    end_phase_quick,
    evolve_cost,
    guard_at_end,
    quick_response,
    tokens_limit,
    turn_counts,
)
from service.answering.plans.sve_no_target import spell_no_target
from service.answering.plans.sve_notation import notation
from service.answering.plans.sve_pay import cost_source, lowered_cost, play_cost
from service.answering.plans.sve_play_limit import play_limit
from service.answering.plans.sve_players import hand_limit, hand_reached, player_effect
from service.answering.plans.sve_pp_play import played_recovery, pp_recovery
from service.answering.plans.sve_quick_main import main_phase_quick
from service.answering.plans.sve_quick_own import own_main_quick
from service.answering.plans.sve_quote import (
    acts_without,
    asked_discard,
    field_scope,
    keyword_aside,
    keyword_holder,
    none_in_state,
    owner_pronoun,
    quoted_owners,
    told_health,
)
from service.answering.plans.sve_resolve_steps import damage_then_raise, midway
from service.answering.plans.sve_select import selecting_sve
from service.answering.plans.sve_select import selection as follower_selection
from service.answering.plans.sve_setup import setup
from service.answering.plans.sve_spell import effect_on_followers, per_graveyard
from service.answering.plans.sve_start_plays import start_then_play
from service.answering.plans.sve_steal import stolen_attack
from service.answering.plans.sve_steps import told_steps
from service.answering.plans.sve_stolen_zone import stolen_damaged, stolen_whose, stolen_zone
from service.answering.plans.sve_target import spell_target
from service.answering.plans.sve_text_damage import text_damages
from service.answering.plans.sve_their_turn import attack_in_their_turn
from service.answering.plans.sve_topic import acted_by_subject, predicated_owner, target_owner
from service.answering.plans.sve_turn import awaited_turn, ended_before, turn_start
from service.answering.plans.sve_turn_plays import first_turn_plays
from service.answering.plans.sve_unsure import THIRD, UNSURE, WHICH_TARGET
from service.answering.plans.told_anew import sve_told_anew
from service.answering.plans.told_draws import sve_told_draws
from service.answering.plans.trigger_games import sve_quoted_trigger
from service.answering.reading.model import Reading
from service.answering.scenarios import BuiltScenario

# a text the question marks as a 起動能力 (10.1.1.1.1): the word, or its アクト cost opening the quote
_ACTIVATED = re.compile(r"起動能力|[「『]\s*(?:アクト|\[act\])")

_PLANNED: tuple[Plan, ...] = (
    awakened,  # 【覚醒】 asked of a told PP max (13.4.1.2, audit 27a)
    extra_turns,  # several 「追加ターンを行なう」: one turn each, latest first (5.27.1.1, audit 29e)
    awakened_stat,  # a follower's own 【覚醒】 +N under a told PP max (13.4.1.2, 10.1.1.3, audit 29e)
    concession_plan("sve"),  # a player concedes: loses at once (1.2.3, audit 26h)
    sve_deck_legal,  # deck construction (6.1.1): all its facts are a deck's counts
    deck_limit("sve"),  # a bound on one deck count asked, none told (6.1.1.2-6.1.1.4)
    setup,  # the game's setup run (6.2.1.7-6.2.1.12): opening hand, deck after it, mulligan order
    sve_snapshot_entered,  # a resolved effect on every follower, then one played: its own stat (10.9.2)
    follower_selection,  # one card against a quoted effect's selection condition (10.6.2.3, audit 25e)
    player_effect,
    restated_draw,
    draw_up_to,
    leaders_defeated,
    leaders_damaged_to,
    hand_limit,
    both_hands,
    attack,
    attack_together,
    attack_in_turn,  # several followers attack one follower in turn: its damage stays (5.13.1)
    stolen_attack,
    stolen_zone,  # a taken follower leaves the field: its owner's zone grows (5.21.3)
    stolen_damaged,  # a taken follower keeps its damage (5.21.2)
    stolen_whose,  # 「どっちの墓場に行く?」: a taken follower leaves to its owner's zone (5.21.3)
    play_limit,
    evolve_cost,
    evolve_ep,
    ep_from_start,
    turn_counts,
    turn_start,
    first_turn_plays,
    play_cost,
    # 「アクト、手札を1枚捨てる:カードを1枚引く」: a 起動能力's cost paid whole or not at all (10.4.2.2)
    effect_unread(activate_cost, "sve", frozenset({"draw"}), _ACTIVATED),
    start_then_play,
    hand_after_plays,
    pp_recovery,
    played_recovery,
    quick_response,
    end_phase_quick,
    tokens_limit,
    guard_at_end,
    guard_held,
    evolve_again,
    evolve_by_effect,
    eat_limit,
    evolve_two,
    evolved_health,
    evolved_left,  # an evolved follower leaves: its evolve card to the evolve deck face up (11.6.1)
    evolved_left_count,  # the zone count it joins: the follower alone (5.15.4, 11.6.1, audit 29e)
    evolve_card_reused,  # that face-up card is no evolve deck card (4.6.3): no evolve reveals it
    last_word,
    last_word_trigger,
    quick_removal,
    deck_emptied,
    deck_told_empty,
    battle_won,
    turn_passed,
    per_graveyard,
    effect_on_followers,
    damage_then_raise,
    text_damages,
    main_phase_quick,
    own_main_quick,
    attack_in_their_turn,
    spell_target,
    spell_no_target,
    notation,
    boosted_spell,
    boosted_attack,
    sve_quoted_effect,  # a follower takes quoted texts (reading/card_text)
    sve_told_anew,  # a told damage, then the follower's return and replay (a new card, 4.1.4)
    sve_modified_anew,  # a told ±X/±Y, then the return and replay: gone (a new card, 4.1.4)
    sve_stat_layers,  # a number asked after changes told in order (set / ±N, layers)
    sve_quoted_condition,  # quoted texts with a condition (reading/card_condition)
    sve_quoted_remainder,  # the rest of a text whose chosen card is gone (1.3.2)
    sve_quoted_draw,  # a quoted draw of a follower's ability (reading/card_text)
    sve_quoted_played,  # a quoted text of a card played from the hand (it leaves the hand)
    sve_loop,  # a loop no player can stop: a draw (15.2.1.3)
    ordered("sve"),  # simultaneous abilities or choices: who goes first (order_plan)
    counted_loop("sve"),  # the count shown and the non-turn player's fewer (15.2.1.1)
    sve_quoted_steps,  # a quoted text that discards and draws (discarding, 104.2)
    sve_told_draws,  # draws told one after another, the hand or deck asked (audit 20c)
    told_steps,  # a turn's told steps run in order, the hand or deck read from the run's end (audit 22c)
    sve_quoted_trigger,  # a card holding a quoted ファンファーレ/ラストワード meets one told event
)


def _sure(plan: Plan) -> Plan:
    """`plan`, declining a question that says a fact is not known (「スタンドかアクトか分からない」
    「相手の攻撃力は聞いてない」「覚えてない」): whichever way it went may decide the answer, and no
    plan's default may pick one (audit 10c: 'yes' stated for an attack on a follower of unknown state);
    and a winner asked of third persons (「Aさん」「友達」), of whom neither is told to be the asker."""

    @wraps(plan)
    def planned(reading: Reading) -> BuiltScenario | None:
        if re.search(UNSURE, reading.text):
            return None
        if re.search(THIRD, reading.text) and any(f.concept == "winner" for f in reading.asks()):
            return None  # 「Bさんの勝ち?」: which of the two players is the asker is not told
        if re.search(WHICH_TARGET, reading.text):
            return None  # 「どれを攻撃できる?」: a set of targets, no yes/no of one attack (8.4.3.1)
        return plan(reading)

    return planned


PLANS: tuple[Plan, ...] = tuple(_sure(p) for p in _PLANNED)
PLANS = (*PLANS, given_change("sve", PLANS))  # a quoted stat change given to a card before its fight


# the words of a choice told (its instruction, pool and number chosen) are the choice plan's
_CHOICE = choice_reread("sve")


def REREAD(reading: Reading) -> Reading:
    """A card text the opponent uses seen from the asker, a stat said of the card its は/が marks
    (`sve_topic`), 体力 told of both or elided, a use denied, a
    discard asked as an obligation, a keyword's rule restated as an aside, a state said of no follower,
    a keyword's holder as a noun, an act said with 〜ずに, a keyword or state said of a player's 場
    (`sve_quote`); a previous turn's end told before a later turn starts (`sve_turn.ended_before`); a
    体力 told as reached in the middle of a resolution (`sve_resolve_steps.midway`); 「進化能力で」 as the
    evolve's means (`sve_evolve.evolve_means`); 「自分のは」 before a destroyed ask as that player's follower
    (`sve_quote.owner_pronoun`); 「コストを3軽くする」 as the cost change -3 (`sve_pay.lowered_cost`); a
    turn a card is kept until (「相手のターンまで温存」, `sve_turn.awaited_turn`); a card the opponent
    acted (「相手は自分のエンドフェイズに【守護】持ちを横向きにしてた」) as the opponent's
    (`sve_topic.acted_by_subject`); the asker's card whose effect changes a cost as that change's cause
    (`sve_pay.cost_source`); a draw told as how a hand count before an end phase was reached
    (`sve_players.hand_reached`); the words of a choice told (`choice_told`); a quoted selection condition
    and the card asked about (`sve_select.selecting_sve`)."""
    reading = field_scope(told_health(predicated_owner(target_owner(quoted_owners(reading)))))
    reading = keyword_aside(asked_discard(reading))
    reading = midway(ended_before(acts_without(keyword_holder(none_in_state(reading)))))
    reading = awaited_turn(cost_source(lowered_cost(owner_pronoun(evolve_means(reading)))))
    # a quoted selection condition and the card asked about are the selection plan's (`sve_select`)
    return selecting_sve(_CHOICE(hand_reached(acted_by_subject(reading))))


PLANS = (*PLANS, choice_plan("sve"))  # how many cards a choice or search lets its player choose (choice_told)
# a battle participant removed before its damage, scripted into the battle the other plans build (battle_left)
# battle_left is not in sve yet: sve's own quick-removal plans and audits (8b, 12b, cov12) answer differently
# a destruction a told replacement turns into another event, on the situation the other plans build (10.10.1)
PLANS = (replaced_plan("sve", lambda: PLANS), *PLANS)
# a quoted effect told to have ended before the act (「前のターンに「このターン中…」」): planned without it
_UNLAPSED = PLANS
PLANS = (*PLANS, lapsed_plan("sve", lambda: _UNLAPSED))
