"""ニンジャスレイヤーTCG plans: scenarios built from a reading's facts (issue 11, item 3).

Tried in order by `plans.replan` when the phrasing builders' verdict is withheld; each goes through
the reading gate. Families (what the engine runs, `service/engine/ninjaslayer/scenario.py`):

* `aisatsu` — a character アイサツs a player or a character: damage checks, kills, the winner
  (704–706, 1003, 1004, 1403.2 サツバツ), with damage the target took earlier;
* `aisatsu_twice` — two アイサツ on one character in one turn: the first's damage stays (1317.1) and
  the second's adds to it (1004.1);
* `optional_draw` — a quoted 「手札をN枚捨てて、M枚ドローしてもよい」 resolving with the stated hand:
  the discard is a cost (1203.7), unpayable with fewer cards (1203.2), and the draw is not carried out;
* `aisatsu_removed` — the attacker killed by the other player's コトダマ in the インターラプト・ステップ:
  no イクサ (706.1), no damage checks;
* `character_damage` — a character with 耐久力 takes damage and/or ±X/±Y (1303, 1004.1): killed?;
* `damage_reset` — damage taken in an earlier turn, then an アイサツ now: 505.3a reset it (killed?);
* `borne_modify` — a character bearing this turn's アイサツ damage, then a ±X/±Y: killed (1303.2, 1004.1)?
* `player_effect` — 回復/damage/draw on a player with stated counts (1319.1, 1102.2, 1308): the
  count asked or the winner;
* `each_player` — one damage or draw effect on each player at once, both players' counts told:
  1003.2b orders the damage checks (the non-turn player's resolve first), 103.3 both decks empty;
* `entry_cost` — entering a character paying its コスト (and タツジン・コスト) from the エテル;
* `entries` — several cards (キャラ, コトダマ) entered in turn from the stated エテル: can the last?
* `entries_count` — N cards of one コスト entered in turn from the stated エテル: how many can be?
* `snapshot_modify` — a コトダマ's (or any resolved ability's 「このターン…すべて」) ±X/±Y on the
  player's characters, then a character entered: its stat stays its own (1213.6);
* `ninjaslayer_modified_anew` — a told ±X/±Y, then the card's return and replay: a new card (302.3);
* `divide_damage` — damage divided among the targets as the question splits it (1305.1): allowed?
* `interrupt_cover` — インターラプト(・カイゼン) changing an アイサツ made to another of its
  controller's characters (1402.2 / 1402.3): can it?
* `interrupt_player` — the same change of an アイサツ made to the asker as a player (1402.2 / 1402.3:
  either keyword may);
* `aisatsu_history` — may the asker's character アイサツ after what it did: entered this turn
  (303.1a: yes), アイサツした this turn (704.5, 704.3a-1: no), bowed in an earlier turn (502.2a: yes);
* `interrupt_again` — インターラプト used this turn, asked again (705.3a-1: refused);
* `aisatsu_target` — whether the named character may be the アイサツ対象 (704.4: the opponent's only);
* `opponent_target` — the opponent player or one of their characters as the アイサツ対象 whatever the
  opponent's characters in play and their state (704.4: yes);
* `etel_place` — N cards into the エテル in the エテル・ステップ (502.4a: up to 1): can they?
* `countered_kotodama` — a コトダマ entered from the stated エテル and countered: the エテル paid stays
  オジギ (1321.1, 1321.2);
* `jitsu_cost` — a cost with ジツN paid from the stated ダメージ・ゾーン: only face-up cards turn
  (1320.1, 1320.1a), run as a コトダマ whose only cost is the ジツ (named in the notes);
* `etel_next_turn` — the asker's エテル bowed in an earlier turn, counted in their next turn: 502.2a
  stands them again, 502.4a may add one;
* `ukemi_checks` — an アイサツ to a player whose checks reveal a card with a 「1枚ドロー」 ウケミ: the
  ability resolves and its card goes to the オヒガン, not the ダメージ・ゾーン (1211.2c, 1104.4c);
* `ukemi_unentered` — the same with a ‘(コスト):(効果)’ ウケミ told declined or unpayable: its card goes
  to the オヒガン unentered (1104.4a, 1104.4b);
* `etel_turn_over` — part of the asker's エテル bowed in one turn (paying a キャラ or a コトダマ, or
  told bowed), counted or paid in the other player's next turn (502.2a, 1312.1);
* `etel_their_turn` — the asker's エテル all bowed in their turn: in the opponent's next turn it stays
  bowed (502.2a stands the turn player's only), so a コトダマ of that コスト cannot be paid;
* `kotodama_their_turn` — the non-turn player entering a コトダマ in the opponent's キャラクターフェイズ
  or right after their アイサツ is declared (priority: 1207.1, 802.4b, 705.2): can they?
* `defeat_state` — who has lost from the stated ダメージ・ゾーン / デッキ, nothing done (1002);
* `draw_step` — the asker's turn starts with the stated デッキ: the draw (502.3a), a deck-out (1002.2);
* `their_draw_step` — the opponent's ドロー・ステップ leaves their デッキ at the count told (「0枚になった」):
  1002.2 in the rule check right after;
* `hand_at_end` — the turn player's hand in the エンドフェイズ: no discard, 305.5 (no hand limit);
* `tatsujin_unpaid` — a タツジン character entered without its タツジン・コスト (1404.2: optional);
* `entry_on_stack` — a character entered while a コトダマ is on the コトダマ空間 (1206.1: refused);
* `entry_phase` — a character entered from the hand outside the asker's own キャラクターフェイズ
  (the イクサフェイズ, after an アイサツ, the opponent's turn; 602.1, 1206.1: refused);
* `ambush_aisatsu` — a character アンブッシュed bowed from the エテル stays bowed (1314.1b): no アイサツ;
* `replaced_plan` — a kill a told replacement turns into another event (「殺される代わりに手札に戻る」) on the
  situation the other plans build: not killed, no オヒガン, no 「殺された時」
  (1214.1, 1311.1; `plans/replaced`);
* `reduced_aisatsu` — an アイサツ on a character whose damage replacements reduce (1214.3): killed?
* `fizzled_target` — a コトダマ whose target left before it resolved: the rest still happens (1205.1a);
* `deck_legal` — a deck's counts against its format's construction rules (402.3, 402.4);
* `kotodama_on_check` — a コトダマ tried while a damage check is on top: only a pass (802.4);
* `ukemi_enters` — a check reveals a 「これがエントリーする!」 ウケミ card: it enters unpaid (1211.2b-1);
* `ukemi_self_checks` — the same card revealed by an アイサツ's one check: the winner or the ダメージ・ゾーン
  (it goes to the field, not the zone: 1104.4, 1211.2b);
* `loop` — a ループ no player can stop: a draw (1501.1c); both players' counts: the smaller (1501.1b);
* `aisatsu_count` — how many アイサツ the turn player can make from the characters told by state
  (704.3a-1: アンタイ・オジギ only; 704.5: each bows);
* `turn_start` — the turn player's hand through the スタートフェイズ (502.3a draws, 502.4a エテル);
  the game's turn from 「Nターン目」 or 先攻/後攻 with 「最初のターン」 (403.4).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from service.answering.plans import Plan
from service.answering.plans.battle_left import left_plan
from service.answering.plans.choice_told import choice_plan, choice_reread
from service.answering.plans.conceded import concession_plan
from service.answering.plans.deck_games import ninjaslayer_deck_legal
from service.answering.plans.deck_limit import deck_limit
from service.answering.plans.given_change import given_change
from service.answering.plans.lapsed_plan import lapsed_plan
from service.answering.plans.modified_anew import ninjaslayer_modified_anew
from service.answering.plans.ninjaslayer_again import aisatsu_history
from service.answering.plans.ninjaslayer_again_interrupt import interrupt_again
from service.answering.plans.ninjaslayer_aisatsu_count import aisatsu_count
from service.answering.plans.ninjaslayer_aisatsu_target import opponent_target
from service.answering.plans.ninjaslayer_ambush import ambush_aisatsu
from service.answering.plans.ninjaslayer_borne import borne_modify, patient_told
from service.answering.plans.ninjaslayer_both import each_player
from service.answering.plans.ninjaslayer_cause import state_cause
from service.answering.plans.ninjaslayer_checks import kotodama_on_check
from service.answering.plans.ninjaslayer_control import (
    controlled_damaged,
    controlled_leaves,
    controlled_whose,
)
from service.answering.plans.ninjaslayer_cost import entry_cost
from service.answering.plans.ninjaslayer_count import entries_count
from service.answering.plans.ninjaslayer_counter import countered_kotodama, kotodama_their_turn
from service.answering.plans.ninjaslayer_cover import aisatsu_target, interrupt_cover
from service.answering.plans.ninjaslayer_cover_player import interrupt_player
from service.answering.plans.ninjaslayer_damage import character_damage
from service.answering.plans.ninjaslayer_damage_reset import damage_reset
from service.answering.plans.ninjaslayer_deck import deck_legal
from service.answering.plans.ninjaslayer_defeat import defeat_state
from service.answering.plans.ninjaslayer_divide import divide_damage
from service.answering.plans.ninjaslayer_draw_step import draw_step, their_draw_step
from service.answering.plans.ninjaslayer_entries import entries
from service.answering.plans.ninjaslayer_entry_phase import entry_phase
from service.answering.plans.ninjaslayer_etel_left import etel_left
from service.answering.plans.ninjaslayer_etel_pay import etel_payment
from service.answering.plans.ninjaslayer_etel_turns import etel_turn_over
from service.answering.plans.ninjaslayer_fight import aisatsu
from service.answering.plans.ninjaslayer_fizzle import fizzled_target
from service.answering.plans.ninjaslayer_hearsay import reread
from service.answering.plans.ninjaslayer_jitsu import jitsu_cost
from service.answering.plans.ninjaslayer_loop import loop
from service.answering.plans.ninjaslayer_optional import optional_draw
from service.answering.plans.ninjaslayer_players import etel_place, player_effect, turn_start
from service.answering.plans.ninjaslayer_reduce import reduced_aisatsu
from service.answering.plans.ninjaslayer_removed import aisatsu_removed
from service.answering.plans.ninjaslayer_restated import restated
from service.answering.plans.ninjaslayer_retold import retold_states
from service.answering.plans.ninjaslayer_select import selecting_ninjaslayer, selection
from service.answering.plans.ninjaslayer_snapshot import snapshot_modify
from service.answering.plans.ninjaslayer_stacked import entry_on_stack
from service.answering.plans.ninjaslayer_targets import no_target
from service.answering.plans.ninjaslayer_tatsujin import tatsujin_unpaid
from service.answering.plans.ninjaslayer_twice import aisatsu_twice
from service.answering.plans.ninjaslayer_ukemi import ukemi_checks
from service.answering.plans.ninjaslayer_ukemi_cost import ukemi_unentered
from service.answering.plans.ninjaslayer_ukemi_entry import ukemi_enters
from service.answering.plans.ninjaslayer_ukemi_self import ukemi_self_checks
from service.answering.plans.ninjaslayer_untap import etel_next_turn, etel_their_turn, hand_at_end
from service.answering.plans.order_plan import ordered
from service.answering.plans.placement_step import etel_step_again
from service.answering.plans.quoted_condition import ninjaslayer_quoted_condition
from service.answering.plans.quoted_draw import ninjaslayer_quoted_draw
from service.answering.plans.quoted_games import ninjaslayer_quoted_effect
from service.answering.plans.quoted_played import ninjaslayer_quoted_played
from service.answering.plans.quoted_remainder import ninjaslayer_quoted_remainder
from service.answering.plans.quoted_steps import ninjaslayer_quoted_steps
from service.answering.plans.replaced import replaced_plan
from service.answering.plans.response_plan import responded
from service.answering.plans.stat_layers import ninjaslayer_stat_layers
from service.answering.plans.told_anew import ninjaslayer_told_anew
from service.answering.plans.trigger_games import ninjaslayer_quoted_trigger
from service.answering.reading.asked_state import asked_state
from service.answering.reading.card_text import quoted
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario

# 「エテル・ステップで1枚追加して6枚」: the エテル's count restated after the card placed (502.4a)
_RESTATED = re.compile(r"(?:追加し|置い|足し|加え|入れ)て\s*[、,]?\s*(?:エテル(?:は|が)?\s*)?$")


def _restated(reading: Reading, number: Fact) -> bool:
    """A bare number that only restates the エテル after the エテル・ステップ's card: right after the
    placement (「追加して6枚」), counted in 枚, equal to the one エテル count told plus the cards placed."""
    etel = [f for f in reading.of(Role.QUANTITY) if f.concept == "etel" and isinstance(f.value, int)]
    placed = [f for f in reading.of(Role.ACTION) if f.concept == "place" and not f.negated]
    if len(etel) != 1 or len(placed) != 1 or not reading.text.startswith("枚", number.end):
        return False
    if any(f.concept == "opponent_turn" for f in reading.of(Role.TURN)):
        return False  # the エテル・ステップ is the turn player's own (502.4a): whose is not plain
    if not _RESTATED.search(reading.text[placed[0].start : number.start]):
        return False
    return number.value == int(etel[0].value or 0) + int(placed[0].value or 1)


def _numbers_bound(plan: Callable[[Reading], BuiltScenario | None], *, quotes: bool = False) -> Plan:
    """A number no fact binds to a concept (「コスト3のキャラを2回出した」: the 2 of 2回) is a count the
    plans would not carry; the planner could count it reflected by the same number elsewhere (the
    コスト2), so a plan never runs on such a reading — unless it only restates the エテル after the
    エテル・ステップ (`_restated`). With `quotes`, a number inside a quoted text is that text's (the plan
    reads the text whole, 「…受けるダメージを1軽減する」, or declines)."""

    def guarded(reading: Reading) -> BuiltScenario | None:
        inside = [(s, e) for s, e, _ in quoted(reading.text)] if quotes else []
        if any(
            not _restated(reading, f) and not any(s <= f.start < e for s, e in inside)
            for f in reading.of(Role.NUMBER)
        ):
            return None
        return plan(reading)

    guarded.__name__ = plan.__name__
    guarded.__doc__ = plan.__doc__
    return guarded


# 「1枚目のダメージチェック」「ダメチェで2枚めくった」「1回目のダメチェック」: a number of the damage
# checks the アイサツ makes (1003.2), told with cards no ウケミ — what every check of the run reveals
_OF_CHECKS = re.compile(
    r"\s*(?:枚目|回目|枚|回)?\s*(?:の)?\s*(?:ダメージ)?\s*(?:チェック|ダメチェ)|\s*(?:枚目|枚)?\s*(?:を)?\s*めく"
)
# 「ダメージチェックでめくった2枚は」「めくれたのは2枚とも」: the cards the checks revealed, counted after
_REVEALED = re.compile(r"(?:めく(?:った|れた|られた)|チェックで|ダメチェで)\s*(?:の\s*(?:は|が)\s*)?$")
# 「アイサツが通って2点」「通った。2点食らって」: the アイサツ's damage, one check a point (1003.2; the gate
# still finds the number in the run)
_DEALT = re.compile(r"(?:通って|通った|通り|入って|入った)\s*[、。]?\s*$")


def _checks_told(plan: Callable[[Reading], BuiltScenario | None]) -> Plan:
    """The plan runs when every bare number counts the damage checks (the gate still accounts each
    one) and no ウケミ is told but denied (a ウケミ card at a check is `ukemi_checks`')."""

    def guarded(reading: Reading) -> BuiltScenario | None:
        numbers = reading.of(Role.NUMBER)
        if numbers and (
            any(f.concept == "ウケミ" and not f.negated for f in reading.of(Role.KEYWORD))
            or not all(
                _OF_CHECKS.match(reading.text, f.start + len(f.text.rstrip("枚目回")))
                or (
                    _REVEALED.search(reading.text[max(0, f.start - 12) : f.start])
                    and "枚" in reading.text[f.end : f.end + 2] + f.text
                )
                or (
                    _DEALT.search(reading.text[max(0, f.start - 6) : f.start])
                    and reading.text.startswith("点", f.end)
                )
                for f in numbers
            )
        ):
            return None
        return plan(reading)

    guarded.__name__ = plan.__name__
    guarded.__doc__ = plan.__doc__
    return guarded


PLANS: tuple[Plan, ...] = (
    concession_plan("ninjaslayer"),  # a player concedes: the opponent wins (103.4, audit 26h)
    selection,  # one character against a quoted effect's selection condition (1204.2e, audit 25e)
    _checks_told(aisatsu),  # the numbers of the damage checks told (「1枚目のチェックはウケミ無し」)
    _numbers_bound(aisatsu_removed),
    _numbers_bound(character_damage),
    _checks_told(player_effect),  # an effect's damage checks told too (「めくった2枚はどっちもウケミ無し」)
    *(
        _numbers_bound(p)
        for p in (
            each_player,
            entry_cost,
            entries,
            turn_start,
            snapshot_modify,
            interrupt_cover,
            interrupt_player,
            aisatsu_target,
            etel_place,
            etel_step_again,
            countered_kotodama,
            jitsu_cost,
            etel_payment,  # 「3エテル払える?」: upright エテル only (1312.1, audit 27a)
            etel_next_turn,
            etel_their_turn,
            kotodama_their_turn,
            hand_at_end,
            defeat_state,
            draw_step,
        )
    ),
    interrupt_again,  # it reads the bare numbers itself: 「1回目」「2回目」 the アイサツ
    aisatsu_history,  # it reads the bare numbers itself: only 「2回目の」 the asked アイサツ
    divide_damage,  # it reads the bare numbers itself: each one is an amount divided
    entries_count,  # it reads the bare number itself: the count of the card entered (「キャラを3体」)
    etel_left,  # it reads the bare number itself: the count of a card entered (「キャラを2体出した」)
    ukemi_checks,  # it reads the bare numbers itself: the checks, the ウケミ card's, the rest's
    ukemi_unentered,  # the same, a ‘(コスト):(効果)’ ウケミ told left unentered (1104.4a / 1104.4b)
    etel_turn_over,  # it reads the bare number itself: the bowed count (「4枚寝かせた」)
    _numbers_bound(aisatsu_twice),
    optional_draw,  # it reads the bare numbers itself: the quoted text's discard and draw counts
    _numbers_bound(loop),
    ordered("ninjaslayer"),  # simultaneous abilities or choices: who goes first (order_plan)
    responded("ninjaslayer"),  # a reply while a card waits to resolve (response_plan)
    _numbers_bound(tatsujin_unpaid),
    _numbers_bound(entry_on_stack),
    _numbers_bound(ambush_aisatsu),
    _numbers_bound(reduced_aisatsu),
    _numbers_bound(fizzled_target),
    _numbers_bound(no_target),
    _numbers_bound(deck_legal),
    _numbers_bound(ninjaslayer_deck_legal),  # the shared deck plan: copies asked alone, formats agreeing
    deck_limit("ninjaslayer"),  # a format's bound on one deck count asked, none told (402.3, 402.4)
    kotodama_on_check,  # it reads the bare numbers itself: which check, the アイサツ's damage
    _numbers_bound(ukemi_enters),
    aisatsu_count,  # no bare number: the counts are the states' (「アンタイ・オジギ状態のキャラが3人」)
    entry_phase,  # it reads the bare numbers itself: only an ordinal (「1人目のキャラでアイサツした後」)
    _numbers_bound(opponent_target),
    their_draw_step,  # it reads no bare number: the draw's 2 is an action's
    _numbers_bound(damage_reset),
    _numbers_bound(borne_modify),
    _numbers_bound(ukemi_self_checks),
    _numbers_bound(ninjaslayer_quoted_effect, quotes=True),  # a card takes quoted texts (reading/card_text)
    ninjaslayer_told_anew,  # a told damage, then the card's return and replay (a new card, 302.3)
    ninjaslayer_modified_anew,  # a told ±X/±Y, then the return and replay: gone (302.3)
    ninjaslayer_stat_layers,  # a number asked after changes told in order (set / ±N, layers)
    _numbers_bound(ninjaslayer_quoted_trigger, quotes=True),  # a quoted 誘発能力 meets one told event
    _numbers_bound(ninjaslayer_quoted_condition),  # quoted texts with a condition (reading/card_condition)
    ninjaslayer_quoted_remainder,  # the rest of a text whose chosen card is gone (1205.1a)
    _numbers_bound(ninjaslayer_quoted_draw),  # a quoted draw of a character's ability (reading/card_text)
    ninjaslayer_quoted_played,  # a quoted text of a card played from the hand (it leaves the hand)
    ninjaslayer_quoted_steps,  # a quoted text that discards and draws (its numbers are the text's)
    _numbers_bound(controlled_leaves),  # a character whose 支配者 is not its 持ち主 leaves the field (302.5)
    controlled_whose,  # 「どっちのオヒガンに行く?」: its 持ち主's (302.5)
    controlled_damaged,  # it reads the bare number itself: the damage borne before the change (302.3b)
)
PLANS = (*PLANS, given_change("ninjaslayer", PLANS))  # a quoted stat change given to a card before its fight

# 「先攻1ターン目は1枚ドローって聞いたから後攻も1枚?」 after the question: the asker's supposition, neutral;
# 「手札5枚から「相手の場の…」」: a count before a quote is not owned by the quote's owner word


def _reread(reading: Reading) -> Reading:
    """Hearsay asked back and counts owned across a quote (`reread`), then acts told again (`restated`),
    an アイサツ undergone by the opponent's character named as the topic (`patient_told`), and a card's
    耐久力 or damage told again (`retold_states`), and an アイサツ told as the cause of a オジギ
    (`state_cause`), and a state the asked count's cards come to be in (`asked_state`), and a quoted
    selection condition with the character asked about (`ninjaslayer_select`)."""
    reading = asked_state(state_cause(retold_states(patient_told(restated(reread(reading))))))
    return selecting_ninjaslayer(reading)


# the words of a choice told (its instruction, pool and number chosen) are the choice plan's
_CHOICE = choice_reread("ninjaslayer")


def _reread_choice(reading: Reading) -> Reading:
    return _CHOICE(_reread(reading))


REREAD = _reread_choice
PLANS = (
    *PLANS,
    choice_plan("ninjaslayer"),
)  # how many cards a choice or search lets its player choose (choice_told)
_BATTLES = PLANS
# a battle participant removed before its damage, scripted into the battle the other plans build (battle_left)
PLANS = (*PLANS, left_plan("ninjaslayer", lambda: _BATTLES))
# a kill a told replacement turns into another event, on the situation the other plans build (1214.1)
PLANS = (replaced_plan("ninjaslayer", lambda: PLANS), *PLANS)
# a quoted effect told to have ended before the act (「前のターンに「このターン中…」」): planned without it
_UNLAPSED = PLANS
PLANS = (*PLANS, lapsed_plan("ninjaslayer", lambda: _UNLAPSED))
