"""A count the question denies, or a denial it takes back.

A count denied: 「俺のダメージ・ゾーンは10枚じゃない」「デッキは0枚ではない」「相手のライフは0枚
じゃなくて1枚」「まだ10枚にはなってない」.

The reader reads the count's words (「ダメージ・ゾーンは10枚」) as the count told, the denial after them
unread: the run then holds the very value the question says is not there. Style audit 15b: 「俺のターン中、
相手のダメージ・ゾーンが10枚になった。俺のダメージ・ゾーンは10枚じゃない。勝ったのは?」 had been run
with both zones at 10 and stated the opponent's win by 103.3 (the asker wins, 1002.1); 「相手のライフは
0枚じゃなくて1枚。…アタック…相手は負ける?」 had been run at 0 life and stated the opponent's loss
(7-1-4-1-1-2: a life card goes to the hand). No builder or plan models 'any value but N' (nor picks the
correction after it), so the verdict is withheld.

A denial taken back or doubted: 「ブロックされなかったわけじゃない」「ブロックされなかったとは限らない」
「…しなかったかもしれない」. The reader reads the act as denied (no block) and the tail after the denial is
unread: 「…アタックした。ブロックされなかったわけじゃない。勝った?」 had been run unblocked and stated the
asker's win (onepiece 7-1-4-1-1-1; kiseki 804.11b the same). Whether the act happened is then told the
other way or not told: withheld. The words are Japanese grammar, no game's vocabulary.

A state or keyword told, then denied: 「相手のUNITはすべてスタンしてるわけじゃない」「【守護】持ちとは
限らない」「スタンしてるとは言ってない」. The reader reads the state as told and the denial after it
unread: audit 29h had run 「STR3のUNITで相手を攻撃。相手の場のUNITはすべてスタンしてるわけじゃない
(レディのDEF4がいる)」 with the opponent's UNITs stunned and stated 3 (803.5b; a ready UNIT must be
the target, 803.6h). Whether the state holds is then not told: withheld (a doubt, 「かも」「かどうか」, is
left to the ask's own reading).
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role, asked_action

# after the count (its unit left out of a few readings: 「絆は0」+「点以下じゃない」):
# 「じゃない」「ではなく」「でもない」「じゃありません」「ってわけじゃない」「ってことはない」「もない」,
# 「以上じゃない」, or the change denied
# 「にはなってない」「になっていません」「にまだなってない」「になったわけじゃない」
_DENIED = re.compile(
    r"\s*(?:点|枚|個|つ)?\s*(?:以上|以下|ちょうど|丁度|ぴったり)?\s*"
    r"(?:(?:って|とか|なんて|という|っていう)?\s*(?:わけ|訳|こと|事)?\s*(?:は|も)?\s*"
    r"(?:じゃ|では|でわ|でも|で)\s*(?:は|も)?\s*(?:な[いくけかさ]|無[いく]|ありません|ねえ|ねぇ)"
    r"|(?:って|とか|なんて)?\s*(?:わけ|訳|こと|事)\s*(?:は|も)\s*な[いく]"
    r"|も\s*な[いく]"
    r"|(?:に|には|にも)\s*(?:まだ\s*)?(?:なって|なっちゃ|なっては)\s*(?:い|お)?\s*(?:な[いく]|ません|らん|ねえ)"
    r"|(?:に|には|にも)\s*(?:まだ\s*)?なら(?:な[いくかけ]|ず|ん)"
    r"|(?:に|には|にも)\s*なった\s*(?:わけ|訳|こと|事)\s*(?:は|も)?\s*(?:じゃ|では)\s*な)"
)


# after a denied act, keyword or state: its denial, then 「わけじゃない」「とは限らない」「とは言ってない」
# 「かもしれない」「かどうか」
_TAKEN_BACK = re.compile(
    r"[^。、,?？!！\n]{0,8}?(?:(?:わけ|訳)\s*(?:で|じゃ|では)?\s*(?:は|も)?\s*な[いく]|とは\s*(?:限らな|かぎらな)"
    r"|(?:とは|って)\s*(?:言って|いって|書いて)\s*(?:い)?\s*な|(?:か)?も\s*(?:しれ|知れ)|かどうか)"
)


# 「ブロックはしない」「ブロックするつもりはない」: the act denied to come (not 「まだ進化してない」, the
# act not done yet, which a 「進化できる?」 goes on to ask about)
_WONT = re.compile(
    r"\s*(?:は|も)?\s*(?:し\s*(?:ない|ません|ねえ)|する\s*(?:つもり|予定|気)\s*(?:は|も)?\s*(?:ない|なし|ありません))"
)


# 「俺の場には遊撃士協会いない」「【守護】持ちのフォロワーはいません」: a card of that kind said to be absent
# (blind AN kiseki-an-26: the 組織 was read as present on the asker's field and 【援軍】's play allowed)
_ABSENT = re.compile(
    r"\s*(?:の|持ち|を持つ)?\s*(?:UNIT|ユニット|カード|キャラ(?:クター)?|フォロワー|リゾネイター)?\s*(?:は|が|も)?\s*"
    r"(?:1体も|一体も|1枚も|一枚も|1人も|一人も|誰も|どれも)?\s*(?:い|居)(?:ない|ません|なかった|なくて|ねえ)|\s*(?:は|が|も)?\s*おらず"
)


# after a state or keyword told: 「わけじゃない」「とは限らない」「とは言ってない」 (no かも/かどうか:
# 「攻撃できるかどうか」 is an ask)
_DENIED_STATE = re.compile(
    r"[^。、,?？!！\n]{0,8}?(?:(?:わけ|訳)\s*(?:で|じゃ|では)?\s*(?:は|も)?\s*な[いく]|とは\s*(?:限らな|かぎらな)"
    r"|(?:とは|って)\s*(?:言って|いって|書いて)\s*(?:い)?\s*な)"
)


def denied_told(reading: Reading) -> str | None:
    """Why a count the question denies, or a denial it takes back, keeps the verdict back, or None."""
    for f in reading.of(Role.QUANTITY, Role.STAT):
        if _DENIED.match(reading.text, f.end):
            return f"否定された「{f.text}」をその値としてシナリオにしています"
    for f in reading.of(Role.STATE, Role.KEYWORD):
        if not f.negated and _ABSENT.match(reading.text, f.end):
            return f"いないと言われた「{f.text}」を場にあるものとして読んでいます"
    for f in reading.of(Role.KEYWORD, Role.STATE):
        if not f.negated and _DENIED_STATE.match(reading.text, f.end):
            return f"「{f.text}」は否定されていますが、その状態としてシナリオにしています"
    for f in reading.of(Role.ACTION, Role.KEYWORD, Role.STATE):
        if f.negated and _TAKEN_BACK.match(reading.text, f.end):
            return f"「{f.text}」の否定が打ち消されているか確かでなく、シナリオにしていません"
    # 「ブロックはしないって言ってる。…アタックしたらブロックされる?」: a 「できる?」 of an act the question
    # also denies asks a case it rules out — the rules' permission ('yes' had been stated) answers another
    act = asked_action(reading)
    if act is not None and not act.negated:
        denied = [
            f
            for f in reading.of(Role.ACTION)
            if f.negated and f.concept == act.concept and _WONT.match(reading.text, f.end)
        ]
        if denied:
            return f"問われた「{act.text}」を質問の中で「{denied[0].text}」と否定しています"
    return None
