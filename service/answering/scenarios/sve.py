"""Shadowverse Evolve situations, tried in order by `situation`: abilities the engine does not model
(declined), a leader attacked (`sve_defend`), follower attacks (`sve_attack`).

Planned from the reading instead (issue 11, item 7): the start of a turn (`plans/sve_turn.py`), the
hand limit and drawing from a small or empty deck (`plans/sve_players.py`, `plans/sve_deck.py`), the
field limit, tokens and acting a 【守護】 follower at the end phase (`plans/sve_moves.py`), paying PP
for any card and recovering PP (`plans/sve_pay.py`), damage spells, 「〜につき」 and an effect's damage
to followers (`plans/sve_spell.py`), evolving (`plans/sve_evolve.py`, `plans/sve_moves.py`, the EP an
evolve's cost may use: `plans/sve_evolve_ep.py`), leaders told at 体力 0 or less
(`plans/sve_defeat.py`) and one effect on both players (`plans/sve_players.py`).

The asker is ``player1`` (the turn player). Builders read numbers from `Facts` and, for sve-only
phrasings the shared extractor does not know (墓場の枚数, 進化後の体力, 5枚につき), from the text.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.extract import Facts
from service.answering.keyword_predicate import KEYWORD_DENIED
from service.answering.plans.sve_unsure import THIRD, UNSURE, WHICH_TARGET
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import (
    asks,
)
from service.answering.scenarios.sve_attack import attack
from service.answering.scenarios.sve_conclusion import (
    THIRD_NOTE,
    UNSURE_NOTE,
    WHICH_TARGET_NOTE,
    WINNER,
)
from service.answering.scenarios.sve_defend import defend
from service.answering.scenarios.sve_reading import KEYWORDS, refine

GAME = "sve"
_PLAY = r"出せ|出し|出す|プレイ|使え|使う|使っ|場に"  # a card played (the unmodelled-ability guard)


# ----- what the engine does not model -------------------------------------------------------------
# keywords and abilities with card text the vanilla engine has no model for (12.3–12.7, 12.15, 13, 14)
_UNMODELLED = (
    "オーラ", "クイック", "ファンファーレ", "ラストワード", "攻撃時", "進化時", "スペルチェイン",
    "ネクロチャージ", "覚醒", "コンボ", "真紅", "スタック", "土の秘術", "食事", "出走", "レッスン",
    "EXエリア", "変身", "奪う", "奪っ", "消滅",
)  # fmt: skip


# 「相手はクイックとか何もなし」「ファンファーレなし」: an ability said to be absent is the vanilla card the
# engine plays — no response, no text — so it stops nothing (sve-by-17, round 13)
_ABSENT = re.compile(KEYWORD_DENIED)


def _present(word: str, text: str) -> bool:
    return any(not _ABSENT.match(text, m.end()) for m in re.finditer(re.escape(word) + "】?", text))


def unmodelled(facts: Facts) -> BuiltScenario | Unsupported | None:
    found = [w for w in _UNMODELLED if _present(w, facts.text)]
    scenario_like = facts.attack or asks(facts, _PLAY + r"|[0-9]")
    if not found or not scenario_like:
        return None
    return Unsupported(
        f"「{'」「'.join(found)}」はエンジンが扱わない能力・領域のため、シミュレーションしていません"
        "(エンジンはカードの数値と【守護】【疾走】【突進】【威圧】【ドレイン】【必殺】だけを扱います)。"
    )


_SITUATIONS = (
    defend,
    attack,
)
# 「守護のやつ」「必殺持ちの奴」: a keyword's holder named by a pronoun noun — the shared extractor reads no
# card there and hands the keyword (and the state said of it) to the next card named, which may be the
# other player's (「向こうの場、守護のやつがアクトしてる。こっちのフォロワーで…」 had been built with the
# asker's follower holding 【守護】, acted: audit 9); the plans read it from the reading instead
_PRONOUN_HOLDER = re.compile(r"(?:" + "|".join(KEYWORDS) + r")】?\s*(?:持ち)?\s*の\s*(?:やつ|ヤツ|奴|子)")
# 「…攻撃した。…破壊される?ちなみに相手のそいつは必殺持ち」: a keyword told of a card named by a bare
# pronoun is read by the extractor as a bystander of its own (audit 9c: 'no' stated for a 【必殺】 target)
_PRONOUN = r"(?:(?:そい|こい|あい|どい)つ|(?:そ|こ|あ)やつ)"
_PRONOUN_HAS = re.compile(_PRONOUN + r"\s*(?:は|が|も|って)\s*【?(?:" + "|".join(KEYWORDS) + ")")
# 「ほかにアクト状態のフォロワーが1体。…そのほかの1体を攻撃」: a card named by its count alone
_COUNT_ONLY = re.compile(r"(?:ほか|他|別)\s*の\s*(?:[0-9]|一)\s*体\s*(?:を|に|へ|は|が)")
# 「自分の威圧持ちでその相手のフォロワーを攻撃」: a holder said with one owner and then 「で」 is the card
# acting, not an attribute of the next card, whose other owner says so — the extractor hands the keyword
# to the attacked card (audit 9c: 【威圧】 went to the target, 'no' stated)
_HOLDER_THEN_OTHER = re.compile(
    r"(自分|相手)\s*の[^。、?!]{0,6}?(?:"
    + "|".join(KEYWORDS)
    + r")】?\s*持ち\s*で[^。、?!]{0,6}?(自分|相手)\s*の"
)


# 「攻撃しようとしたけど、攻撃はしてない。勝った?」: an attack only tried, or denied with no 「…したら」
# asking it, is no attack this builder may run (audit 9: it had been run and 'self' stated)
_TRIED = re.compile(r"(?:(?:攻撃|アタック)\s*しよう|殴ろう|(?:攻撃|殴り)に行こう)\s*と\s*(?:した|して|思)")
_DENIED_ATTACK = re.compile(
    r"(?:攻撃|アタック)\s*(?:は|も)?\s*(?:して(?:い)?ない|しなかった|せず|してません)"
)
_ASKED_ATTACK = re.compile(r"(?:攻撃|アタック|殴)\s*(?:し|っ|れ)?\s*(?:たら|れば|すると|する場合|ても)")

_FELLED = (
    r"(?:フォロワー|[0-9]\s*/\s*[0-9])(?:\s*\([^()]*\))?\s*(?:2体|3体|全員)?で[^。?!]*(?:倒せ|倒す|倒し|勝て)"
)


def _unbound_card(text: str) -> bool:
    """A card named by a pronoun told a keyword, or by its count alone, outside the quoted card texts
    (『…』「…」), whose words name the quoted card's."""
    said = re.sub(r"『[^』]*』|「[^」]*」", "", text)
    return bool(_PRONOUN_HAS.search(said) or _COUNT_ONLY.search(said))


def situation(facts: Facts) -> BuiltScenario | Unsupported | None:
    """The first situation that builds; an ability the engine does not model stops them all, since its
    text could change the outcome (「【指定攻撃】…スタンド状態のフォロワーを攻撃」)."""
    declined = unmodelled(facts)
    if declined is not None:
        return declined
    if asks(facts, UNSURE):  # 「スタンドかアクトか分からない」: no default may pick what was not known
        return Unsupported(UNSURE_NOTE)
    if asks(facts, THIRD) and asks(facts, WINNER):  # 「Bさんの勝ち?」: who is 自分 is not told
        return Unsupported(THIRD_NOTE)
    if asks(facts, WHICH_TARGET):  # 「どのフォロワーを攻撃できる?」: a set of targets, no yes/no
        return Unsupported(WHICH_TARGET_NOTE)
    if _TRIED.search(facts.text) or (
        _DENIED_ATTACK.search(facts.text) and not _ASKED_ATTACK.search(facts.text)
    ):
        return Unsupported("試みただけの攻撃や、していない攻撃はシミュレーションしていません。")
    two_owners = any(m.group(1) != m.group(2) for m in _HOLDER_THEN_OTHER.finditer(facts.text))
    if _PRONOUN_HOLDER.search(facts.text) or _unbound_card(facts.text) or two_owners:
        return Unsupported(
            "カードを「やつ」「そいつ」「ほかの1体」などで呼んだ文や、別の持ち主のカードに続くキーワード持ちは、"
            "カードとして読み取っていません。"
        )
    # 「リーダー狙える?」: aiming at a card is attacking it; 「…のフォロワーで相手リーダーを倒せる?」 too,
    # unless a spell or an effect does the damage
    aimed = facts.attack or re.search(r"狙[えうっいわ]|" + _FELLED, facts.text) is not None
    aimed = aimed and not (re.search(_FELLED, facts.text) and asks(facts, r"スペル|効果|能力"))
    facts = replace(facts, mentions=refine(facts), attack=aimed)
    for build in _SITUATIONS:
        built = build(facts)
        if isinstance(built, BuiltScenario):
            return built
        declined = declined or built
    return declined


BUILDERS = (situation,)
