"""What shape of answer a question asks for, and which rule passages have that shape.

A question asks for a number (何枚, 上限), a place (どこ), a time (いつ), a person (誰), a definition
(とは, ってなに, どういう), a procedure (どうやって), a missing condition (〜なかったら), one of two
alternatives (表向き?裏向き?) or, without a question word, a yes or no — settled by the sentence that
permits or forbids. `question_shapes` gives the passage cues of the shapes a question asks for;
`compose.Composer` adds a bonus for each cue a passage matches.
"""

from __future__ import annotations

import re

# a question word, not an indefinite (誰でも, 何か, いつでも) nor a pronoun (そいつ, あいつ); なに/なん
# are 何 in kana
_WH = (
    r"(?:何|なに|なん(?:で|の|な|だ|て)|どこ|(?<![そあこど])いつ|誰|どう|どの|どんな|いくつ|幾つ|どっち|どちら|どれ|なぜ)"
    r"(?!でも|か[^?？])"
)
# where a card goes: a destination with a placing verb (「除外・ゾーンに置きます」「墓場に移動します」), or
# the zone defined as the place cards are put (「…カードが置かれる領域です」); a zone merely named
# (「除外・ゾーンは公開領域で」) says nowhere
_PLACE = (
    r"(?:に|へ)[^、。]{0,10}?(?:置き|置か|置く|置い|移動|移さ|移し|移り|加え|戻|送)"
    r"|置(?:く|かれる|かれていく|かれた)(?:領域|ゾーン|エリア|場所)"
)
# a definition: 「XとはYです」, 「…を意味します」, 「これをXと呼びます」
DEFINES = (
    r"とは|意味します|を指す|のことです|能力です|効果です|以下の|いずれか|と呼び|と呼ば"
    r"|^\*\*[^*]+\*\*\s*[:：]"
)
# 「墓地とは別?」「Xとは違う?」 compare; they do not ask what X is
DEFINITION_CUE = re.compile(
    r"とは(?!別|違|異|同)|って何|ってなに|何ですか|なんですか|なに[?？]|どういう|どんな|意味|何が|何を"
)
HOW_MANY = re.compile(r"何枚|何回|何点|何体|何人|何個|何ターン|いくつ|幾つ|何まで|上限|最大|最低|何コスト")
# (question cue, passage cue): a passage with the shape the question asks for
ANSWER_SHAPES: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(q), re.compile(p))
    for q, p in (
        # how many
        (HOW_MANY.pattern, r"[0-9０-９]|上限|以上|以下|まで|ちょうど|存在しません|制限"),
        # where
        (r"どこ|どの領域", _PLACE),
        # when
        (r"(?<![そあこど])いつ|タイミング", r"とき|時|際|フェイズ|ステップ|ターン|時点|開始|終了"),
        # who
        (r"誰|どっち|どちら", r"プレイヤー|持ち主|オーナー|支配者|マスター|勝利|敗北|決め"),
        # what is it
        (DEFINITION_CUE.pattern, DEFINES),
        # how
        (r"どうやって|どうすれば|どのように|方法|やり方|どう決ま",
         r"することで|により|によって|手順|以下の|とは|^\*\*[^*]+\*\*\s*[:：]"),
        # a condition that something is missing (ウケミが付いてなかったら → 持たない場合)
        (r"(?:な|無)(?:かった|く|い)(?:ら|とき|なら|場合|時)|ないなら|無しで|なしで",
         r"(?:ない|無い|でない|がない)(?:場合|とき|なら|限り)|持たない|がなく|無く"),
    )
)  # fmt: skip
# a question that is its topic alone (「Xって?」「Xは?」) asks what X is like
_OPEN = re.compile(r"(?:って|とは|は)\s*[?？]$")
_DEFINES = re.compile(DEFINES)
# a yes/no question (no question word): the passage that permits or forbids settles it
_YES_NO = re.compile(r"(?:[?？]|か。?)\s*$")
SETTLES = re.compile(r"できます|できません|ません|のみ|かまいません|なりません|限り|しか|必要があります")
_HAS_WH = re.compile(_WH)
# 「…って表向き?裏向き?」「裏?表?」「表向きか裏向きか?」: two short alternatives end the question
_ALTERNATIVE = r"[^\s、。,?？!！「」]{1,6}"
_TWO_QUESTIONS = re.compile(
    rf"(?:^|って|とは|は|、|が|の|で|[?？])\s*({_ALTERNATIVE})[?？]\s*({_ALTERNATIVE})[?？]\s*$"
)
_A_OR_B = re.compile(rf"({_ALTERNATIVE})か[、,]?\s*({_ALTERNATIVE})か(?:どっち|どちら)?\s*[?？]?\s*$")


# 「オヒガンってどういう領域?」: the kind asked for; a passage that says 「…領域です。」 answers it
_KIND_ASKED = re.compile(
    r"(?:どういう|どんな|どのような)([^\s、。?？!！をがはにで]{1,6}?)(?:のこと|[?？!！。]|$|なの|です|か|だ)"
)


def kind_asked(question: str) -> str | None:
    """The noun a 「どういうN?」 question asks about (領域, 効果, 行動), if any."""
    m = _KIND_ASKED.search(question.strip())
    return m.group(1) if m else None


def alternatives(question: str) -> tuple[str, ...]:
    """The two alternatives a question ends with (「表向き?裏向き?」 → 表向き, 裏向き), or ()."""
    q = question.strip()
    m = _TWO_QUESTIONS.search(q) or _A_OR_B.search(q)
    if m is None or m.group(1) == m.group(2) or _HAS_WH.search(m.group(1) + m.group(2)):
        return ()
    return (m.group(1), m.group(2))


_COUNT = re.compile(r"[0-9０-９]+\s*(?:枚|体|回|点|つ|個|ターン|人|コスト|種類)")


def asks_how_many(question: str) -> bool:
    return HOW_MANY.search(question) is not None


def is_definition_question(question: str) -> bool:
    """「Xとは」「Xってなに?」「Xってどういう領域?」: the question asks what something is."""
    return DEFINITION_CUE.search(question) is not None


def question_shapes(question: str) -> list[re.Pattern[str]]:
    """The passage cues of the answer shapes the question asks for. A question is read as yes/no
    per sentence: 「何枚? マリガンできる?」 asks for a number and for a permission. A question
    ending in two alternatives asks for the passage that names one of them, not for a yes or no."""
    shapes = [passage for cue, passage in ANSWER_SHAPES if cue.search(question)]
    if HOW_MANY.search(question):
        # a count stated outright (「上限は 5 枚です」) answers 「何枚まで?」 more than a mention of 上限
        shapes.append(_COUNT)
    kind = kind_asked(question)
    if kind is not None:
        shapes.append(re.compile(re.escape(kind) + r"です。?$"))
    alts = alternatives(question)
    if alts:
        shapes.append(re.compile("|".join(re.escape(a) for a in alts)))
        return shapes
    for part in re.split(r"(?<=[?？。])", question.strip()):
        if _OPEN.search(part.strip()):
            # 「スタンしたユニットの向きって?」 asks what the topic is like, not whether
            shapes.append(_DEFINES)
        elif _YES_NO.search(part.strip()) and not _HAS_WH.search(part):
            shapes.append(SETTLES)
            break
    return list(dict.fromkeys(shapes))
