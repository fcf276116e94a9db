"""軌跡 TCG plans: scenarios built from a `Reading`'s facts when the builders' verdict is withheld.

* `fight` — the asker's UNITs attack an opponent's UNIT or the opponent: may it be made, how much
  絆 is lost (`kiseki_fight`);
* `ep_payment` — paying an EVENT's EPコスト from the 拠点's ready cards and the EP pool;
* `deck_draw` — a player draws N cards from a deck of D: does the game end, and `undrawn_deck` —
  an empty deck no one has drawn from yet (`kiseki_pools`);
* `recovery_fate` — the recovery phase: a stunned UNIT not chosen goes to the 軌跡 (705.6,
  `kiseki_recovered`);
* `attack_target` — may the asker's UNIT choose the opponent's UNIT named by an icon or a state as
  the attack target (【ヘイト】, stunned, 【暗躍】: `kiseki_aim`);
* `attack_player` — may the asker's UNIT attack the opponent directly past the opponent's one UNIT
  in a given state (`kiseki_direct`);
* `deployed_attack` — may a UNIT played in this turn's 配備ステップ attack in its 戦闘フェイズ (no rule
  keeps it from it: 803.3a-1, 503.1a; `kiseki_deployed`);
* `attack_all_told` — the same past the opponent's N UNITs all told acted or stunned (「3体ともアクション
  状態」, 803.5a-1/803.5b, `kiseki_direct_all`);
* `aim_field` — the same asks with the opponent's 場 told as groups of UNITs with counts (「【暗躍】なしの
  ユニットが2体」「…と…が1体ずつ」, `kiseki_field`);
* `card_play` — may a card be played from where it is: 【援軍】 from the hand, a face-down 【派遣】
  UNIT or an EVENT in the 拠点 (`kiseki_play`);
* `prep_draw` — the cards a player draws in the 準備フェイズ's ドローステップ, and `prep_hand` — the
  hand after it, and `deploy_cp` — the CP gained as the 配備ステップ begins (`kiseki_prep`);
* `mulligan_hand` — the first turn's hand after the 手札の入れ替え, the ドローステップ and the 拠点ステップ
  (603.1d, 703.6a, 703.7a, `kiseki_mulligan`);
* `recovery_count` — the recovery phase: k of the stunned UNITs recovered, how many are left
  (`kiseki_recovery`);
* `unit_in_their_turn` — may the asker play a UNIT from the hand in the opponent's 配備ステップ or
  戦闘フェイズ (`kiseki_timing`);
* `cost_stun` — a UNIT stunned to pay its own 起動クラフト's cost: the 絆 its controller loses
  (`kiseki_cost`); `stunned_craft` — may a stunned UNIT's 「これをスタンする:…」 be played: no (1202.2a,
  1306.2d, 1203.2; `kiseki_stunned_craft`);
* `each_draw` — each player draws by an effect in the 回復フェイズ with both decks told: who wins
  (`kiseki_decks`);
* `arts_hand` — a UNIT card's アーツ played from the hand: the hand once it resolved (`kiseki_arts`);
* `kizuna_judgement` — the 回復フェイズ's 絆 judgement: who loses (705.5, `kiseki_judge`);
* `kizuna_midturn` — a player's 絆 brought to 0 or less in the 戦闘フェイズ: nobody has won yet
  (705.5, `kiseki_midturn`);
* `loop` — a ループ no player can stop: the game is a draw (1501.1c, `kiseki_loop`);
* `base_play` — may a BASE in the 拠点 be played: 創設レベル against the 拠点's count (1204.2f-3,
  `kiseki_base`);
* `prep_deck` — a told deck in the ドローステップ: does the draw lose (703.6a, 1102.1, `kiseki_deckout`);
* `effect_stun` — UNITs stunned by an effect: the 絆 their controller loses (1306.3, `kiseki_stun`);
* `replaced_stun` — a stun (by an effect, in a battle, as a cost) a told replacement turns into another
  event, on top of the other plans: no stun, no スタンダメージ (1216.1, 1306.3; `kiseki_replaced`);
* `support_can` — may one of the asker's UNITs give スクラムサポート to another (1219.2b, `kiseki_support`);
* `event_answered` — an EVENT whose target the opponent's answer removed before it resolved: the hand
  after its draw (902.5c, 1205.1a, `kiseki_answered`), and `event_no_target` — may an EVENT
  「…を1つ対象とし」 be played with the field told (1204.2d);
* `supporter_attacks` — may the UNIT used for スクラムサポート attack later in the same 戦闘フェイズ
  (1218.2, 803.3a-1, `kiseki_supporter`);
* `attack_in_their_turn` — may the non-initiative player attack in the other player's turn: after the
  イニシアチブプレイヤー's combat substep, not before it (802.3, 803.4a, 804.14, `kiseki_substep`);
* `hand_limit` — must a big hand be discarded down at the turn's end: no limit, none (505.5,
  `kiseki_hand`);
* `arts_again` — may a 拠点 UNIT card's アーツ be played again after it was played from there: it is
  face up, no (1204.2a, 1213.2a, `kiseki_arts_again`);
* `kiseki_snapshot_entered` — a resolved 「このターン中、あなたのUNITすべては…」, then a UNIT played: its
  own STR/DEF (1215.6; a 常時クラフト declines, `snapshot_entered`); `kiseki_modified_anew` — a told
  ±X/±Y, then the UNIT's return and replay: a new card (502.3, `modified_anew`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.plans import Plan
from service.answering.plans.battle_left import left_plan
from service.answering.plans.choice_told import choice_plan, choice_reread
from service.answering.plans.conceded import concession_plan
from service.answering.plans.deck_games import kiseki_deck_legal
from service.answering.plans.deck_limit import deck_limit
from service.answering.plans.kiseki_aim import attack_target
from service.answering.plans.kiseki_answered import event_answered, event_no_target
from service.answering.plans.kiseki_arts import arts_hand
from service.answering.plans.kiseki_arts_again import arts_again, told_face_up
from service.answering.plans.kiseki_arts_zone import arts_zone
from service.answering.plans.kiseki_base import base_play
from service.answering.plans.kiseki_control import controlled_unit, controlled_whose
from service.answering.plans.kiseki_cost import cost_stun
from service.answering.plans.kiseki_deckout import prep_deck
from service.answering.plans.kiseki_decks import each_draw
from service.answering.plans.kiseki_deployed import deployed_attack
from service.answering.plans.kiseki_direct import attack_player
from service.answering.plans.kiseki_direct_all import attack_all_told, told_reasons
from service.answering.plans.kiseki_ep_gain import ep_gained
from service.answering.plans.kiseki_field import aim_field
from service.answering.plans.kiseki_fight import fight
from service.answering.plans.kiseki_hand import hand_limit
from service.answering.plans.kiseki_judge import bounds, kizuna_judgement
from service.answering.plans.kiseki_loop import loop
from service.answering.plans.kiseki_midturn import kizuna_midturn
from service.answering.plans.kiseki_mulligan import mulligan_hand
from service.answering.plans.kiseki_paid import cost_paid
from service.answering.plans.kiseki_play import card_play
from service.answering.plans.kiseki_pools import deck_draw, ep_payment, undrawn_deck
from service.answering.plans.kiseki_prep import deploy_cp, prep_draw, prep_hand
from service.answering.plans.kiseki_recover_many import recover_many
from service.answering.plans.kiseki_recovered import recovery_fate
from service.answering.plans.kiseki_recovery import recovery_count
from service.answering.plans.kiseki_replaced import replaced_stun
from service.answering.plans.kiseki_sent import effect_sent
from service.answering.plans.kiseki_spent import spent_base
from service.answering.plans.kiseki_spoken import spoken
from service.answering.plans.kiseki_steps import told_steps
from service.answering.plans.kiseki_stun import effect_stun
from service.answering.plans.kiseki_stunned_craft import stunned_craft
from service.answering.plans.kiseki_substep import attack_in_their_turn
from service.answering.plans.kiseki_sums import sums
from service.answering.plans.kiseki_support import support_can
from service.answering.plans.kiseki_supporter import supporter_attacks
from service.answering.plans.kiseki_timing import unit_in_own_battle, unit_in_their_turn
from service.answering.plans.kiseki_told_removal import told_removal
from service.answering.plans.kiseki_told_state import told_pending
from service.answering.plans.lapsed_plan import lapsed_plan
from service.answering.plans.loop_counts import counted_loop
from service.answering.plans.modified_anew import kiseki_modified_anew
from service.answering.plans.order_plan import ordered
from service.answering.plans.placement_step import base_step_again
from service.answering.plans.quoted_condition import kiseki_quoted_condition
from service.answering.plans.quoted_draw import kiseki_quoted_draw
from service.answering.plans.quoted_games import kiseki_quoted_effect
from service.answering.plans.quoted_played import kiseki_quoted_played
from service.answering.plans.quoted_remainder import kiseki_quoted_remainder
from service.answering.plans.quoted_steps import kiseki_quoted_steps
from service.answering.plans.quoted_target import kiseki_quoted_target
from service.answering.plans.response_plan import responded
from service.answering.plans.snapshot_entered import kiseki_snapshot_entered
from service.answering.plans.stat_layers import kiseki_stat_layers
from service.answering.plans.told_draws import kiseki_told_draws
from service.answering.plans.trigger_games import kiseki_quoted_trigger
from service.answering.reading.model import Reading, Role

PLANS: tuple[Plan, ...] = (
    concession_plan("kiseki"),  # a player concedes: the opponent wins (103.4, audit 26h)
    kiseki_deck_legal,  # deck construction (602.3, 602.4): all its facts are a deck's counts
    deck_limit("kiseki"),  # a format's bound on one deck count asked, none told (602.3, 602.4)
    kiseki_snapshot_entered,  # a resolved effect on every UNIT, then one played: its own stat (1215.6)
    replaced_stun(),  # a stun a told replacement turns into another event (1216.1, audit 27c)
    fight,
    ep_payment,
    ep_gained,  # the EP the ready 拠点 cards give (1217.2, 1315.2; audit 27a)
    deck_draw,
    recovery_count,
    recovery_fate,
    attack_target,
    cost_paid,  # the CP/EP a play pays with the told cost changes, in 1204.2f's order
    card_play,
    prep_draw,
    prep_hand,
    mulligan_hand,
    unit_in_their_turn,
    unit_in_own_battle,
    cost_stun,
    stunned_craft,
    each_draw,
    undrawn_deck,
    deploy_cp,
    attack_player,
    attack_all_told,
    deployed_attack,
    aim_field,
    arts_hand,
    kizuna_judgement,
    kizuna_midturn,
    told_pending,  # a deck told empty, the draw denied: no loss yet (1102.1, audit 24f)
    loop,
    ordered("kiseki"),  # simultaneous abilities or choices: who goes first (order_plan)
    responded("kiseki"),  # a reply while a card waits to resolve (response_plan)
    counted_loop("kiseki"),  # both players' loop counts: the smaller runs (1501.1b)
    base_play,
    prep_deck,
    controlled_unit,  # a UNIT whose 支配者 is not its 持ち主: stun damage and 軌跡 (1306.3, 502.5)
    controlled_whose,  # 「どっちの軌跡に行く?」: its 持ち主's (502.5)
    effect_stun,
    effect_sent,
    support_can,
    event_answered,
    event_no_target,
    supporter_attacks,
    attack_in_their_turn,
    hand_limit,
    base_step_again,
    recover_many,
    arts_again,
    arts_zone,  # a UNIT's アーツ from the zone told: field, face-up/down 拠点, hand (1202.3, 1213.2)
    kiseki_quoted_remainder,  # the rest of a text whose chosen card is gone (1205.1a)
    kiseki_quoted_draw,  # a quoted draw the asker's text makes (reading/card_text)
    kiseki_quoted_played,  # a quoted text of a card played from the hand (it leaves the hand)
    kiseki_quoted_steps,  # a quoted text that discards and draws (discarding, 104.2)
    kiseki_quoted_effect,  # a told card takes quoted texts (reading/card_text)
    told_removal,  # a UNIT told 即死 / 破壊 by an effect, no quote: no stun damage (1317.1, 1317.2, 1306.3)
    kiseki_modified_anew,  # a told ±X/±Y, then the return and replay: gone (a new card, 502.3)
    kiseki_stat_layers,  # a number asked after changes told in order (set / ±N, layers)
    kiseki_quoted_trigger,  # a UNIT holding a quoted 誘発クラフト meets one told event (1211.3)
    kiseki_quoted_condition,  # quoted texts with a condition (reading/card_condition)
    kiseki_quoted_target,  # may a quoted text choose this UNIT (reading/card_text, 1204.2d)
    kiseki_told_draws,  # draws told one after another, the hand or deck asked (audit 20c)
    told_steps,  # the 準備フェイズ's told steps run in order, the hand or deck read at the end (audit 22c)
)


# a placement's own words (703.7a): the card it puts (手札1枚), where (拠点に) and how (裏向きで)
_PLACEMENT_WORDS = frozenset({(Role.QUANTITY, "hand"), (Role.STATE, "in_base"), (Role.STATE, "face_down")})


def _placed_hand(reading: Reading) -> Reading:
    """「拠点ステップで手札1枚を拠点に裏向きで置いた」: the 手札1枚 inside the placement is the card put
    in the 拠点 (703.7a), not a hand of one card; its 拠点に and 裏向き are where and how it is put."""
    placed = [f for f in reading.facts if f.role is Role.ACTION and f.concept == "place" and not f.negated]
    kept = tuple(
        f
        for f in reading.facts
        if not (
            (f.role, f.concept) in _PLACEMENT_WORDS
            and not f.negated
            and f.owner != "opponent"  # 「相手の手札1枚を…」: kept, the plans judge whose it is
            and any(p.start <= f.start and f.end <= p.end for p in placed)
        )
    )
    return reading if len(kept) == len(reading.facts) else replace(reading, facts=kept)


# 「相手も自分のUNITで攻撃してくる」: 自分 right after the opponent as the subject is reflexive — the
# opponent's own (the reader takes every 自分 for the asker)
_REFLEXIVE = re.compile(r"(?:相手|向こう|あっち|敵)\s*(?:は|も|が)\s*(?:また|さらに|同じく)?\s*$")


def _reflexive(reading: Reading) -> Reading:
    """The asker's words made the opponent's where 自分 follows the opponent as the subject of its
    clause (「相手も自分のUNITで」): that OWNER and the card it names."""
    text = reading.text
    pairs = [
        (f, c)
        for f in reading.of(Role.OWNER)
        if f.concept == "self" and f.text == "自分" and _REFLEXIVE.search(text, 0, f.start)
        for c in reading.of(Role.CARD)
        # 「自分のUNITで」: the card it attacks with (「相手は自分のUNITに攻撃」 names the asker's)
        if c.owner == "self" and 0 <= c.start - f.end <= 2 and text.startswith("で", c.end)
    ]
    if not pairs:
        return reading
    mine, cards = {f for f, _ in pairs}, {c for _, c in pairs}
    facts = tuple(
        replace(f, concept="opponent", owner="opponent")
        if f in mine
        else replace(f, owner="opponent")
        if f in cards
        else f
        for f in reading.facts
    )
    return replace(reading, facts=facts)


def _reread(reading: Reading) -> Reading:
    """The reading as the plans and their gate see it: a bound restating both told 絆 is no number
    (705.5), nor the asker's 合計 arithmetic on the told stats (`kiseki_sums`), nor the card a
    placement puts in the 拠点 a hand count (703.7a); a reflexive 自分 is the opponent's own; the
    opponent's attack told as why its UNITs are acted is no act of the question (`told_reasons`), nor
    拠点 cards acted for EP told spent (`spent_base`), nor a player's quoted words (`spoken`), nor
    the face-up card a play from the 拠点 made (`told_face_up`, 1204.2a)."""
    return told_face_up(spoken(spent_base(told_reasons(_reflexive(_placed_hand(sums(bounds(reading))))))))


# the words of a choice told (its instruction, pool and number chosen) are the choice plan's
_CHOICE = choice_reread("kiseki")


def _reread_choice(reading: Reading) -> Reading:
    return _CHOICE(_reread(reading))


REREAD = _reread_choice
PLANS = (
    *PLANS,
    choice_plan("kiseki"),
)  # how many cards a choice or search lets its player choose (choice_told)
_BATTLES = PLANS
# a battle participant removed before its fight, scripted into the battle the other plans build (battle_left)
PLANS = (*PLANS, left_plan("kiseki", lambda: _BATTLES))
# a quoted effect told to have ended before the act (「前のターンに「このターン中…」」): planned without it
_UNLAPSED = PLANS
PLANS = (*PLANS, lapsed_plan("kiseki", lambda: _UNLAPSED))
