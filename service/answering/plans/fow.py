"""Force of Will plans: scenarios built from a reading's facts (see `service.answering.plans`).

Families: players' counts after drawing, discarding and destroying (`fow_zones`); players' life
after damage to one or each player (`fow_players`); a card's accumulated damage and whether it is
destroyed, its 攻撃力/防御力 after [+A/+B] and counters, and paying a [レスト] cost (`fow_cards`);
setting an アディション on a named card or putting one onto the field (`fow_addition`); paying a
will cost from the will held (`fow_will`) or with a will ability played while paying
(`fow_will_ability`); a spell negated on the chase, to its owner's graveyard, or an ability
negated there, moving no card (`fow_chase`); a 「召喚されるたび」 trigger met by summoned, not
directly put, resonators (`fow_triggers`).
"""

from __future__ import annotations

import re
from functools import wraps

from service.answering.plans import Plan
from service.answering.plans.fow_absent import absent
from service.answering.plans.fow_addition import addition_enters, addition_host, unforbidden
from service.answering.plans.fow_aimed import player_aimed
from service.answering.plans.fow_asks import unanswerable
from service.answering.plans.fow_cards import card_damage, card_stats
from service.answering.plans.fow_caused import caused
from service.answering.plans.fow_chase import negated_ability, negated_spell
from service.answering.plans.fow_choose import choice_made, choosing
from service.answering.plans.fow_claims import claimed
from service.answering.plans.fow_common import ability_effect, said_again
from service.answering.plans.fow_copy import copied, copied_spell_damage, copy_stats, spell_text
from service.answering.plans.fow_counters import counters_put, named_counters
from service.answering.plans.fow_damaged_trigger import damaged_trigger, holder_owned
from service.answering.plans.fow_defeat import as_outcome, stipulated, unstipulated, with_defeat
from service.answering.plans.fow_destroy import destroy_target, destroyed_card, unjudged, where_asked
from service.answering.plans.fow_dispose import chosen_to_dispose, cost_effect, disposal
from service.answering.plans.fow_doubts import doubts
from service.answering.plans.fow_draw_trigger import draw_trigger
from service.answering.plans.fow_guess import guessed
from service.answering.plans.fow_moves import removed, revealed_again
from service.answering.plans.fow_per_count import per_count_damage
from service.answering.plans.fow_per_counter import counter_names, per_counter_damage
from service.answering.plans.fow_per_reading import instances, units
from service.answering.plans.fow_players import life_damage
from service.answering.plans.fow_race import race_choice, racing
from service.answering.plans.fow_race_count import race_count, race_counting
from service.answering.plans.fow_refer import anaphora, attack_held, kind_denied
from service.answering.plans.fow_rest_again import rest_again
from service.answering.plans.fow_rest_cost import rest_cost
from service.answering.plans.fow_setaside import (
    beyond,
    comparisons,
    denied_values,
    elided,
    elsewhere,
    meant,
    replaced,
    supposed,
)
from service.answering.plans.fow_sides import listed, reread
from service.answering.plans.fow_summon import summon_asked, summoned
from service.answering.plans.fow_summon_watch import summon_watch, summon_watched
from service.answering.plans.fow_trigger_count import trigger_count
from service.answering.plans.fow_triggers import summon_trigger
from service.answering.plans.fow_will import compared, exhausted, restated, will_payment
from service.answering.plans.fow_will_ability import unrested, will_ability_payment
from service.answering.plans.fow_will_read import deferred, free_runs, made_will, payer_cost, will_source
from service.answering.plans.fow_zones import zone_counts
from service.answering.plans.lapsed_plan import lapsed_plan
from service.answering.plans.quoted_ability_body import elided_ability_read
from service.answering.plans.told_condition import fow_condition
from service.answering.plans.trigger_games import fow_quoted_trigger
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario


# the reading the plans and their gate see: 「非ターンプレイヤー側の場」 bound to the asker's side, and
# the unit of a per-count (「リゾネイター1体につき」) read as no count of a zone, the asker's guess of
# one instance per counted card (「100ダメ×5回なら0」) no fact, counts listed after
# 「相手、」 the opponent's, an action denied in an earlier question a doubt (not a told fact), a
# cost compared with (「[1]みたいに」) no cost, every will source told spent (「魔石は全部レスト済み」) and a
# total said again (「風1・光1の2点」) no fact, 「ウィル出せる」 will made (no card played), 「魔石まだレスト
# してない」 a state (recovered), not a denied act, the clauses of a choice (「『…1枚を選び…』…選ばずに」)
# the choice's
def REREAD(reading: Reading) -> Reading:
    for step in (
        claimed,
        guessed,
        caused,
        kind_denied,
        anaphora,
        attack_held,
        reread,
        listed,
        units,
        instances,
        doubts,
        replaced,
        elsewhere,
        meant,
        elided,
        comparisons,
        supposed,
        beyond,
        denied_values,
        compared,
        exhausted,
        restated,
        free_runs,
        deferred,
        will_source,
        payer_cost,
        counter_names,
        holder_owned,
        made_will,
        unrested,
        choosing,
        racing,
        race_counting,
        copied,
        spell_text,
        chosen_to_dispose,
        cost_effect,
        unforbidden,
        absent,
        said_again,
        where_asked,
        unjudged,
        destroy_target,
        player_aimed,
        ability_effect,
        summon_asked,
        summon_watched,
        unstipulated,
    ):
        reading = step(reading)
    return reading


# 「解決されたかどうかは覚えてない」「どっちだったか忘れた」「対象は不明」「…はず。」: a fact the asker says
# they do not know — whichever way it went may decide the answer, and no run may pick one
_UNSURE = re.compile(
    r"覚えて(?:い)?な|覚えがな|忘れ(?:た|ちゃ|まし)|不明|定かでな|はっきりしな"
    r"|(?:かどうか|か否か|(?<=[たる])か)\s*(?:は|も)?\s*(?:わから|分から|知らな)"  # 「誘発したか分からない」
    r"|た\s*(?:…+|\.{2,})?\s*はず\s*(?:だ|です)?\s*[。]"  # 「解決された…はず。」 (not 「無傷のはずだけど」)
)


# 「友達が俺のリゾネイターを破棄」「チームメイトのライフ」「Aさんが」: a person neither the asker nor their
# opponent — every fow run seats just the two players, so the third person's act or count would be
# run as the asker's (a disposal by the asker: 'yes', though 10.10.2 lets only the controller dispose)
_THIRD = re.compile(
    r"友達|友人|ともだち|チームメイト|仲間|(?<!敵)味方(?!\s*(?:とも|両方|どっち|どちら|双方))|第三者|知り合い|(?:他|ほか|別)の人"
    r"|[A-ZＡ-Ｚ](?:さん|君|くん|ちゃん|氏)|(?:先輩|後輩)(?:が|は|の|に)"
)
_QUOTED = re.compile(r"[「『][^「」『』]*[」』]")


def _third_person(text: str) -> bool:
    """Whether the question names a third person outside card text quoted in 「」『』."""
    return _THIRD.search(_QUOTED.sub("", text)) is not None


# 「何枚捨てて、手札は何枚?」「捨てるのは何枚で、手札は何枚残る?」: a count of cards an act moves, asked
# with no zone word, beside another amount in the same question sentence — the number verdict answers
# the zone asked and the conclusion its net change (「手札は5枚減ります」 for 7 discarded after 2 drawn),
# neither the count moved; two zone words asked (「手札は何枚増えて山札は何枚残る?」) are both answered
_AMOUNT = re.compile(r"何\s*(?:枚|点|回|体|個|つ)|いくつ|いくら|どれ(?:だけ|くらい|ぐらい)|どのくらい")
_MOVED = re.compile(
    r"(?<![にはをがのも])\s*何\s*枚\s*(?:を)?\s*(?:捨て|引|ドロー|破棄|破壊|置)"
    # 「相手は何枚引いて」「俺は何枚引く?」: a player's cards moved (not 「手札は何枚」, a zone's count)
    r"|(?:相手|自分|俺|私|僕|こっち|向こう|うち)\s*(?:は|が|も)\s*何\s*枚\s*(?:を)?\s*(?:捨て|引|ドロー|破棄|破壊|置)"
    r"|(?:捨て|引[いくけ]|ドロー(?:す|し)|破棄(?:す|し)|破壊(?:す|し))\S{0,2}の\s*(?:は|が)\s*何\s*枚"
)
_ASKED = re.compile(r"[^。!?！？\n]*[?？]")


def _two_amounts(text: str) -> bool:
    """Whether the question sentences (ending in 「?」) outside card text ask a count of cards moved with
    no zone word beside another amount (a parenthesis, 「(何点とは書いてない)」, asks nothing)."""
    plain = _QUOTED.sub("", re.sub(r"[(（][^()（）]*[)）]", "", text))
    asks = [m.group() for m in _ASKED.finditer(plain)]
    # 「相手は何枚引く?ライフはいくつになる?」: the asks of two question sentences count together — [1]
    # had been stated for the first, 「何枚引いて、ライフはいくつ?」 the untold life's 4000 less the damage
    # 「何点与える?使ったあとカウンターは何個残る?」: two question sentences each asking an amount — the
    # verdict answers one (audit 11c: 200 stated, the counters left unanswered)
    if sum(1 for a in asks if _AMOUNT.search(a)) >= 2:
        return True
    return sum(len(_AMOUNT.findall(a)) for a in asks) >= 2 and any(_MOVED.search(a) for a in asks)


# 「…何点与える?相手のライフは?」: a life's end value asked (no change word) — with no life told the
# engine's 4000 would decide it (audit 11c: 3500 had been stated beside the amount dealt)
_LIFE_END = re.compile(r"ライフ(?![^?？]*(?:減|増|失|受け|ダメージ|回復|変わ|差))[^?？]*[?？]")


def _life_untold(reading: Reading) -> bool:
    plain = _QUOTED.sub("", reading.text)
    asks = [m.group() for m in _ASKED.finditer(plain)]
    told = any(f.concept == "life" for f in reading.of(Role.QUANTITY))
    return not told and any(_LIFE_END.search(a) for a in asks)


# 「そのカードのコントロールは俺が奪った」「相手のコントロールになった」: a card's control changed — only
# the disposal plan reads who controls a card (fow_control); any other run seats each card with the
# player whose field holds it, so its 「あなた」 would be the wrong player (audit 14: a draw trigger
# whose card the opponent took had stated 800 for 1000)
_CONTROL_MOVED = re.compile(
    r"コントロール(?:権)?[^。、?？\n]{0,8}?(?:奪|得|取|移|な[っりる]|変わ|渡|もら|獲得)"
)


def _no_winner(plan: Plan) -> Plan:
    """`plan`, declining a question that asks who wins or loses: defeat (life 0, an empty deck) is not
    in §10, so no fow run may answer it — a 'no winner' would be stated for a player left at 0 life;
    declining a question that says a fact is not known (「解決されたかどうかは覚えてない」); and one that
    names a third person (「友達が」: every run seats just the asker and their opponent) or asks two
    amounts in one question sentence, one a count of cards moved (「何枚捨てて、手札は何枚?」)."""

    @wraps(plan)
    def planned(reading: Reading) -> BuiltScenario | None:
        winner = any(f.concept == "winner" for f in reading.asks())
        if (winner and stipulated(reading) is None) or _UNSURE.search(reading.text):
            return None
        if _third_person(reading.text) or _two_amounts(reading.text) or _life_untold(reading):
            return None
        if unanswerable(reading):
            return None
        if plan is not disposal and _CONTROL_MOVED.search(reading.text):
            return None
        if not winner:
            return plan(reading)
        # 「ライフ0で負けとして、勝ったのは?」: the asker's premise decides the winner (fow_defeat)
        built = plan(as_outcome(reading))
        return with_defeat(reading, built) if built is not None else None

    return planned


_PLANS: tuple[Plan, ...] = (
    zone_counts,
    life_damage,
    per_count_damage,
    per_counter_damage,
    card_damage,
    card_stats,
    counters_put,
    named_counters,
    elided_ability_read(rest_cost, r"\[レスト\]"),  # 「「[レスト]:…」の能力」 (audit 23c)
    elided_ability_read(rest_again, r"\[レスト\]"),  # a use told, then asked again (audit 24c)
    disposal,
    destroyed_card,
    addition_host,
    addition_enters,
    will_payment,
    will_ability_payment,
    negated_spell,
    negated_ability,
    summon_trigger,
    summoned,
    summon_watch,  # a 「召喚されたとき」 of a card in play, or a resonator's own damage one (10.5.2)
    fow_quoted_trigger,  # a card's own 「このカードが破壊されたとき」 meets one told event (10.9.1)
    draw_trigger,
    damaged_trigger,
    trigger_count,
    revealed_again,
    removed,
    choice_made,
    race_choice,
    race_count,
    copy_stats,
    copied_spell_damage,
)
PLANS: tuple[Plan, ...] = tuple(_no_winner(plan) for plan in _PLANS)
# quoted texts with a condition: the plans above on the texts as the told state leaves them (card_condition)
PLANS = (*PLANS, fow_condition)
# a quoted effect told to have ended before the act (「前のターンに「このターン中…」」): planned without it
_UNLAPSED = PLANS
PLANS = (*PLANS, lapsed_plan("fow", lambda: _UNLAPSED))
