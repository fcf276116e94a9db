"""Reading the 軌跡 TCG question as a whole rather than its UNITs: whether the opposing player is the
attack target, the count of UNITs a side's field is told to hold, and whose loss or stun is asked."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from service.answering.extract import Facts
from service.answering.reading.quantity import TIME_TOPIC, value_asks
from service.answering.reading.quantity_words import plain

# 「何点?」「いくつ?」, and 「戦闘後は?」 (a time alone as the topic ending the question), which asks the one
# 絆 told: a count asked
HOW_MANY = r"何\s*[点枚体回]|いくつ|いくら|どれ(?:だけ|くらい|ぐらい)|" + TIME_TOPIC.pattern


def attacks_player(facts: Facts) -> bool:
    """「相手プレイヤーを攻撃」「相手に直接攻撃」「相手本体を攻撃」: the target is the opposing player."""
    return bool(
        re.search(
            r"(?:相手|敵)(?:プレイヤー|の?\s*本体|の?\s*顔)?(?:に|を|へ)(?:直接)?(?:スクラム)?(?:攻撃|アタック)"
            r"|プレイヤー(?:に|を)(?:直接)?(?:攻撃|アタック)|直接(?:攻撃|アタック)",
            facts.text,
        )
    )


# 「相手の場にUNITが1体」「向こうの場のユニットは2体だけ」: the count of a side's field told
_FIELD_COUNT = (
    r"の場(?:に|には|は|の)?\s*(?:いる|出てる|出ている)?\s*(?:UNIT|ユニット)"
    r"\s*(?:が|は|も)?\s*([0-9０-９]+)\s*体"
)
_SIDE_OF = {"opponent": r"(?:相手|向こう|あっち|敵)", "self": r"(?:自分|俺|こっち|私|僕|うち)"}


def told_count(text: str, side: str) -> int | None:
    """The UNITs `side`'s field is told to hold, when the question counts them once."""
    counts = {int(m.group(1).translate(str.maketrans("０１２３４５６７８９", "0123456789")))
              for m in re.finditer(_SIDE_OF[side] + _FIELD_COUNT, text)}  # fmt: skip
    return counts.pop() if len(counts) == 1 else None


_PLAYER_WORDS = {"self": r"自分|こっち|こちら|俺|私|僕|うち", "opponent": r"相手|向こう"}


def asks_loss_of(text: str, side: str) -> bool:
    """「俺の絆は何点減る?」「こっちは何点失う?」: a count asked, in one sentence, of `side`'s loss."""
    return (
        re.search(rf"(?:{_PLAYER_WORDS[side]})(?:の|が|は|も)?[^。?？、]{{0,10}}?(?:何点|いくつ)", text)
        is not None
    )


# 「お互いの絆は何点減る?」: a loss asked of both players — two numbers, which one number verdict is not
BOTH_LOSS = re.compile(
    r"(?:お互い|双方|両者|各プレイヤー|(?:2|二|ふた)人とも)(?:の|が|は|とも)?[^。?？]{0,4}?(?:絆|何点|いくつ)"
    r"|(?:それぞれ|両方|両プレイヤー)(?:の)?\s*絆"
)


def asks_stun_of(text: str, side: str) -> bool:
    """「俺のUNITはスタンする?」「攻撃したUNITもスタンする?」: the asking sentence asks whether `side`'s
    (the attacking side's) UNIT is stunned — by the 応戦 (804.11a-4)."""
    asked = re.findall(r"[^。?？!！]*[?？]", text)
    who = (
        rf"(?:{_PLAYER_WORDS[side]})(?:側)?の|攻撃(?:した|する|してきた)(?:側の)?\s*(?:UNIT|ユニット|キャラ)"
    )
    return any(re.search(rf"(?:{who})[^。?？]{{0,16}}?スタン", q) for q in asked)


def bond_values_asked(text: str) -> list[str | None]:
    """The sides whose 絆 the question asks by its value (「相手の絆は?」「俺の絆はいくつになる?」) — None
    for a 絆 asked with no side named right before it: the run's value of it is the answer the verdict
    takes."""
    out: list[str | None] = []
    text = plain(text)
    for at in value_asks(text, "絆"):
        before = text[max(0, at - 8) : at]
        named = [s for s, w in _PLAYER_WORDS.items() if re.search(rf"(?:{w})(?:の|は|って)?\s*$", before)]
        out.append(named[0] if named else None)
    return out


def costless_asked(
    text: str, costless: Sequence[str], seats: Mapping[str, str], lose: bool, counted: bool
) -> bool:
    """Whether the answer hangs on a stun damage whose CPコスト the question does not give (1306.3; the
    `costless` seats, `seats` side → seat): a defeat asked, a count of no named side's loss or of a costless
    side's, or the 絆 of a costless side (or of none named) asked by its value."""
    asked = [seat for s, seat in seats.items() if asks_loss_of(text, s)]
    valued = [None if s is None else seats[s] for s in bond_values_asked(text)]
    return (
        lose
        or (counted and (not asked or bool(set(asked) & set(costless))))
        or any(v is None or v in costless for v in valued)
    )
