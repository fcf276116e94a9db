"""The cards and player quantities a ONE PIECE CARD GAME question names, bound from the reading's facts.

A card is a card noun (リーダー, キャラ, ステージ) — or a 【ブロッカー】 said as a noun (「アクティブの
ブロッカー(パワー3000)でブロック」), or a keyword's holder named by no noun (「バニッシュ持ちの
アタック」) — with the stats, keywords and states written next to it: before it with only
の/持ち/owner words between (「パワー6000の自分のキャラ」「【ダブルアタック】持ちのキャラ」), or right
after it in a parenthesis or after は/が (「リーダー(パワー5000)」). A fact bound to no card
stays unbound; the plans leave it out of the scenario and the gate withholds the verdict.
"""

from __future__ import annotations

import itertools
import re

from service.answering.plans.onepiece_card_box import ENGINE_KEYWORDS, Box, bind, gap
from service.answering.plans.onepiece_counts import inside_parens as inside_parens
from service.answering.plans.onepiece_counts import quantities as quantities
from service.answering.plans.onepiece_restricted import RESTRICTED, bind_restrictions
from service.answering.plans.onepiece_topic import topic_owner
from service.answering.reading.model import Fact, Reading, Role

ASKER, OTHER = "self", "opponent"
_MODIFIERS = frozenset({Role.STAT, Role.KEYWORD, Role.STATE})
# what may stand between a stat/keyword/state and the card noun it describes
_BEFORE_GLUE = re.compile(
    # 「ダブルアタック持ちでパワー7000のキャラ」: 持ちで joins a keyword to the stats that follow it
    r"(?:\s|の|な|持ちで(?=[\s、]*の)|持ち|を?(?:両方|ともに)?持(?:つ|った|って(?:い)?る|ってた)|状態|まま|になって(?:る|いる)|になった|して(?:いる|る)|、|・"
    r"|(?:って|と)書いて(?:ある|る)|付き"
    # 「バニッシュ持ち(パワー5000)のキャラ」「縦向き(アクティブ)のキャラ」: a parenthesis of the card's own
    # words (skipped) before 「の」 and its noun
    r"|[((]\s*[))](?=\s*の))*"
)
# 「バニッシュ持ち(パワー5000)のキャラ」: a stat in the parenthesis after a keyword's 「持ち」, then the noun
_HELD_PARENS = re.compile(r"持ち\s*[((][^()()]*$")
_HELD_CLOSE = re.compile(r"[^()()]*[))]\s*の\s*")
# 「俺のブロッカー持ちキャラは前のターンにアタックしてレストのまま」: a state said of the topic card
# 「相手のキャラ、まだアクティブのまま」: a comma before the state said of the card too
_TOPIC = re.compile(r"\s*(?:は|が|、(?=\s*(?:まだ|もう|既に|すでに)?\s*(?:レスト|アクティブ|縦向き|横向き)))")
# 「そのブロッカー持ちのキャラ、自分のターンにアタックしたからレストのまま」: the card said before a comma,
# then the clause that made its state (…から/ので/て), then the state: the comma's card is the topic
# (「そのキャラ、前の相手のターンにアタックしてて今レストのまま」: 今 before the state too)
_COMMA_TOPIC = re.compile(
    r"\s*[、,][^。??!!、,]{1,30}?(?:から|ので|て|で)\s*[、,]?\s*(?:まだ|もう|既に|すでに|ずっと|今も?|いまも?)?\s*"
)  # (「ただそのキャラ、相手が自分のターンにアタックに使ってたやつで、横向きのまま」: a comma after it too)
_STATE_PREDICATE = re.compile(
    r"\s*(?:[((][^()()]{0,8}[))])?\s*(?:のまま|になって|状態|だ|です|で(?=\s*(?:立っ|い|残|寝))|[。、]|$)"
)
# 「リーダー(このバトルでのパワー5000)」「リーダー(ドン込みでパワー6000)」: the power it battles with
_AFTER_GLUE = re.compile(
    # 「リーダーがドン!!込みパワー6000で」: が/は before the DON!!-included power too
    r"\s*(?:(?:は|が)\s*(?=ドン!*(?:カード)?(?:込み|を?含めて)))?"
    r"\s*[((]?\s*(?:この\s*バトルで(?:の)?|ドン!*(?:カード)?込みで?|ドン!*(?:カード)?を?含めて)?"
    r"\s*[))]?\s*(?:は|が|も)?\s*[、,]?\s*(?:元々|もともと|元)?\s*(?:の)?\s*"
)  # 「リーダーは元々パワー5000」: its printed power
_IN_PARENS = re.compile(r"\s*[((](?:\s*[、,・]\s*)*")
# 「キャラにはドン!!が1枚しか付いてない」: には marks the card given the DON!! too
# 「リーダー(パワー5000)にドン!!を3枚」: a parenthesis after the card too
# (「キャラ(5000)にドン2枚」: the power's fact spans the opening parenthesis, the gap keeps only 「)に」)
# 「キャラAに1枚」: a card named by a letter (blind AK onepiece-ak-15)
_TO = re.compile(r"\s*(?:[A-ZＡ-Ｚ](?![A-Za-z]))?\s*(?:[((]?\s*[))])?\s*に(?:は)?\s*")
# 「リーダーには前のターンに付けたドン!!が2枚」「リーダーに付与してたドン!!2枚」: DON!! told as attached to
# that card earlier; 「リーダーに付与してるドン!!が1枚」「キャラについてるドン!!」: given and still there
# (「リーダー(元々のパワー5000)には、前の自分のターンに付けたドン!!が2枚」: a comma after には too)
_TO_EARLIER = re.compile(
    r"\s*(?:[((]\s*[))])?\s*に(?:は|も)?\s*、?\s*[^。、??!!]{0,16}?"
    r"(?:(?:付け|つけ|付与し|乗せ)て?(?:た|い?る)|(?:付い|つい|付与され)てい?る)\s*"
)
# 「リーダーは元々パワー5000で、前の自分のターンに付けたドン!!が1枚付いたまま」: the DON!! told as given
# earlier to the card the sentence is about (its topic, no sentence end between)
_TOPIC_EARLIER = re.compile(r"\s*は\s*[^。??!!]{0,30}?(?:付けた|つけた|付与した|乗せた)\s*")
# 「ドン!!1枚つけたパワー4千のキャラ」「ドン!!が2枚付いた自分のキャラ」: DON!! given in a clause that
# describes the card after it
_GIVEN_BEFORE = re.compile(
    r"\s*(?:を|が)?\s*(?:(?:付け|つけ|付与し|乗せ)(?:た|てる|ている|てある)|(?:付い|つい)(?:た|てる|ている)"
    r"|(?:付与|付け|つけ)られ?(?:た|てる|ている)|付与され(?:た|てる|ている))\s*(?:の|な|、)?\s*"
)
# 「キャラに、ドン!!3枚付けて」: the DON!! given to the card named before 「に、」
_TO_GIVEN = re.compile(r"\s*(?:[((]\s*[))])?\s*に(?:は)?\s*[、,]\s*")
_GIVEN_AFTER = re.compile(r"\s*(?:だけ|のみ)?\s*(?:を)?\s*(?:付け|つけ|付与|乗せ)")  # 「1枚だけ付けて」
# 「バニッシュ持ちのアタック」: a keyword said of a card the question does not name otherwise
_HOLDER = re.compile(r"\s*】?\s*持ち")
_HOLDERS_OWN = re.compile(r"\s*[A-Za-z0-9]{0,2}\s*の\s*")
# 「そのキャラは【速攻】持ち。」「このキャラ、ブロッカー持ってる」: a keyword held, said of the topic card
# (「ちなみにそのキャラ【バニッシュ】持ち。」: no particle at all, the keyword right after the card)
_KEYWORD_TOPIC = re.compile(r"\s*(?:は|って|も|、)?\s*")
_KEYWORD_SAID = re.compile(
    r"\s*】?\s*(?:持ち|を?持って(?:る|いる|います))\s*(?:だ|です|なんだ|なんです|なので|で)?\s*(?:[。、,!!??]|$)"
)


def cards(reading: Reading) -> list[Box]:
    """The cards of the question in order, each with the facts bound to it."""
    text = reading.text
    nouns = [f for f in reading.of(Role.CARD) if f.concept in ("leader", "character", "stage", "event")]
    mods = [f for f in reading.facts if f.role in _MODIFIERS and not f.negated]
    skip = [f for f in reading.facts if f.role in _MODIFIERS or f.role in (Role.OWNER, Role.TERM)]
    boxes = [Box(n, n.concept, n.owner) for n in nouns]
    boxes += _counted(reading, boxes)
    for m in mods:
        # 「ブロッカー(パワー3000)でブロック」「バニッシュ持ちのアタック」: the keyword names a character
        ahead = next((b for b in boxes if b.start >= m.end), None)
        # 「ブロッカーBの【ブロッカー】」: the keyword of the holder named right before, no new card
        held = next((b for b in reversed(boxes) if b.noun.end <= m.start), None)
        if (
            held is not None
            and m.role is Role.KEYWORD
            and held.noun.role is Role.KEYWORD
            and _HOLDERS_OWN.fullmatch(text, held.noun.end, m.start)
        ):
            bind(held, m)
            continue
        # 「そのキャラは【速攻】持ち。」: the keyword said of the card that is the clause's topic, no new card
        topic = max((b for b in boxes if b.noun.end <= m.start), key=lambda b: b.noun.end, default=None)
        if (
            topic is not None
            and m.role is Role.KEYWORD
            and topic.noun.role is Role.CARD
            and _KEYWORD_TOPIC.fullmatch(text, topic.noun.end, m.start)
            and _KEYWORD_SAID.match(text, m.end)
        ):
            bind(topic, m)
            continue
        if (
            m.role is Role.KEYWORD
            and (m.concept == "ブロッカー" or (m.concept in ENGINE_KEYWORDS and _HOLDER.match(text, m.end)))
            and not (ahead is not None and _BEFORE_GLUE.fullmatch(gap(text, m.end, ahead.start, skip)))
        ):
            box = Box(m, "character", m.owner)
            bind(box, m)
            boxes.append(box)
    boxes.sort(key=lambda b: b.start)
    bind_restrictions(reading, boxes, skip)
    for m in mods:
        if any(b.noun.start <= m.start < b.noun.end for b in boxes) or m.concept in RESTRICTED:
            continue
        ahead = next((b for b in boxes if b.start >= m.end), None)
        behind = next((b for b in reversed(boxes) if b.noun.end <= m.start), None)
        # 「リーダーにドン2枚、キャラにドン1枚」: DON!! right after 「<card>に」 are given to that card,
        # not a description of the card named next
        given = behind is not None and m.concept == "don"
        if given and behind is not None and _TO.fullmatch(gap(text, behind.noun.end, m.start, skip)):
            bind(behind, m)
        elif (
            m.concept == "don"
            and ahead is not None
            and _GIVEN_BEFORE.fullmatch(gap(text, m.end, ahead.start, skip))
        ):  # 「ドン!!1枚つけたパワー4千のキャラ」: the card the giving clause describes
            bind(ahead, m)
        elif (
            given
            and behind is not None
            and _TO_GIVEN.fullmatch(gap(text, behind.noun.end, m.start, skip))
            and _GIVEN_AFTER.match(text, m.end)
        ):  # 「パワー4000のキャラに、ドン!!3枚付けて」: the card before 「に、」 is given them
            bind(behind, m)
        elif ahead is not None and (
            _BEFORE_GLUE.fullmatch(gap(text, m.end, ahead.start, skip))
            or (
                _HELD_PARENS.search(text, 0, m.start)
                and _HELD_CLOSE.fullmatch(gap(text, m.end, ahead.start, skip))
            )
        ):
            bind(ahead, m)
        elif behind is not None and (
            _AFTER_GLUE.fullmatch(gap(text, behind.noun.end, m.start, skip))
            # 「キャラ(レスト、パワー5000、ドン!!2枚付き)」: each item of the card's parenthesis
            # (「リーダー(ライフ1、パワー5千)」: the player's count told in it too)
            or _IN_PARENS.fullmatch(gap(text, behind.noun.end, m.start, [*skip, *reading.of(Role.QUANTITY)]))
            # 「バニッシュ持ち6千で」: a power right after a keyword's holder
            or (
                behind.noun.role is Role.KEYWORD
                and m.concept == "power"
                and _HOLDER.fullmatch(gap(text, behind.noun.end, m.start, skip))
            )
            or (m.role is Role.STATE and _predicate(text, behind, m))
            # 「リーダーにドン!!2枚付与」: the DON!! given to that card
            or (m.concept == "don" and _TO.fullmatch(gap(text, behind.noun.end, m.start, skip)))
            or (m.concept == "don" and _TO_EARLIER.fullmatch(gap(text, behind.noun.end, m.start, skip)))
            or (m.concept == "don" and _TOPIC_EARLIER.fullmatch(gap(text, behind.noun.end, m.start, skip)))
        ):
            bind(behind, m)
    _coordinated(text, mods, boxes)
    for box in (b for b in boxes if b.owner is None):
        box.owner = topic_owner(reading, box.start)  # 「こっちはライフ0でリーダーはパワー5000。」
    return _merged(text, boxes)


_AND = re.compile(r"\s*(?:と|や|、|・)\s*")


def _coordinated(text: str, mods: list[Fact], boxes: list[Box]) -> None:
    """「ダブルアタックとバニッシュを両方持つキャラ」: a keyword bound to no card, joined only by a
    coordinator to the next keyword, belongs to that keyword's card."""
    keywords = [m for m in mods if m.role is Role.KEYWORD]
    for first, second in reversed(list(itertools.pairwise(keywords))):
        if any(first in b.facts for b in boxes) or not _AND.fullmatch(text, first.end, second.start):
            continue
        holder = next((b for b in boxes if second in b.facts), None)
        if holder is not None:
            bind(holder, first)


# 「その(相手の)キャラ」「そのキャラ」: the card named before, named again
_AGAIN = re.compile(r"(?:その|この)\s*(?:(?:相手|自分|こっち|俺|私)の?)?\s*$")
_SUBJECT_AGAIN = re.compile(r"(?:相手|向こう|自分|俺|こっち)\s*が\s*(?:その|この)\s*$")
# 「そいつ」「こいつ」: a character named again
_PRONOUNS = frozenset({"そいつ", "こいつ"})
# 「キャラが1体」: a count whose noun is a character
_ONE_COUNTED = re.compile(r"\s*(?:キャラクター|キャラ)")
_STATES_GLUE = re.compile(r"[\s(())]*の?\s*")


def _counted(reading: Reading, boxes: list[Box]) -> list[Box]:
    """「相手の場に縦向きのキャラが1体だけいる。…そのキャラを」: the one character a count of 1 names is
    a card when the question names it again (「その」, the next character noun after the count); the
    states before the count then describe it and `_merged` makes the two one card."""
    out: list[Box] = []
    for q in reading.of(Role.QUANTITY):
        if q.concept != "field_count" or q.value != 1 or q.negated or not _ONE_COUNTED.match(q.text):
            continue
        later = next((b for b in boxes if b.start >= q.end and b.kind == "character"), None)
        if (
            later is not None
            and later.owner in (None, q.owner)
            and _AGAIN.search(reading.text[max(0, later.start - 8) : later.start])
        ):
            box = Box(q, "character", q.owner)
            # 「縦向き(アクティブ)のキャラが1体」: the states written right before the count, a
            # parenthesis restating one included
            states = [f for f in reading.of(Role.STATE) if f.end <= q.start and not f.negated]
            for state in reversed(states):
                if not _STATES_GLUE.fullmatch(gap(reading.text, state.end, q.start, states)):
                    break
                bind(box, state)
            out.append(box)
    return out


# 「…のキャラで」「相手のパワー5000のキャラがそのキャラにアタックしてきた」: the card the clause acts with, or
# its subject — not the card 「その」 names in that clause
_WITH = re.compile(
    r"\s*(?:[((][^()()]*[))])?\s*(?:で(?!\s*(?:は|も))|が(?=[^。??!!、]{0,12}(?:その|この|そいつ|こいつ)))"
)


def _merged(text: str, boxes: list[Box]) -> list[Box]:
    """A card named again (「その相手キャラ」, or a player's leader named twice) is the earlier card of
    that kind and side: one card, at its last mention, with every fact bound to either."""
    out: list[Box] = []
    for box in boxes:
        fits = [
            b
            for b in reversed(out)
            if b.kind == box.kind and (box.owner is None or b.owner in (None, box.owner))
        ]
        # 「そのブロッカー持ちのキャラ」: 「その」 before the words describing the card names it again too
        said = min([box.start, *(f.start for f in box.facts if f.end <= box.noun.start)])
        named_again = _AGAIN.search(text[max(0, said - 8) : said]) is not None
        if (
            box.noun.text in _PRONOUNS
            or named_again
            or _AGAIN.search(text[max(0, box.start - 8) : box.start])
        ):
            # 「自分のキャラでこいつを」「相手がパワー5000のキャラでこのキャラに」: the card the clause acts
            # with (「…で」) is not the one it acts on — an earlier card (as scenarios.onepiece_read reads it)
            begun = max(text.rfind(c, 0, box.start) for c in "。??!!") + 1
            fits = [b for b in fits if b.noun.end <= begun or not _WITH.match(text, b.noun.end)] or fits
            if box.owner is None and _ambiguous(text, fits, begun):
                out.append(box)  # 「自分のキャラで相手のキャラに…。そのキャラは」: either card; no merge
                continue
        earlier = next(iter(fits), None)
        # a player has one leader (5-1-2, 3-6-3): 「俺のリーダー…俺のリーダーには」 names it again
        same_leader = earlier is not None and box.kind == "leader" and box.owner is not None
        same_leader = same_leader and earlier is not None and earlier.owner == box.owner
        again = (
            _AGAIN.search(text[max(0, box.start - 8) : box.start])
            or box.noun.text in _PRONOUNS
            or named_again
        )
        if earlier is None or not (same_leader or again):
            out.append(box)
            continue
        for fact in earlier.facts:
            bind(box, fact)
        # 「相手がそのレストのキャラに」: the subject acts on the card named again; the earlier owner stays
        subject = _SUBJECT_AGAIN.search(text, 0, said) is not None
        box.owner = earlier.owner if subject else box.owner or earlier.owner
        box.again = earlier.mentions()
        out.remove(earlier)
        out.append(box)
    return out


def _ambiguous(text: str, fits: list[Box], begun: int) -> bool:
    """「このターン出したキャラで相手のキャラにアタックしたい。そのキャラは【速攻】持ち」: the side
    unsaid, and the sentence before named two cards of that kind of either side — the one acted with
    (「…で」) and the one acted on — so 「その」 may name either."""
    last = [b for b in fits if b.noun.end <= begun]
    if not last:
        return False
    before = max(text.rfind(c, 0, last[0].noun.start) for c in "。??!!") + 1
    same = [b for b in last if b.noun.start >= before]
    owners = {b.owner for b in same}
    return len(same) >= 2 and len(owners) >= 2 and any(_WITH.match(text, b.noun.end) for b in same)


def _predicate(text: str, box: Box, state: Fact) -> bool:
    """The state closes a clause whose topic is the card (「キャラは…レストのまま」), no other card and
    no sentence end between."""
    between = text[box.noun.end : state.start]
    return bool(
        (_TOPIC.match(text, box.noun.end) or _COMMA_TOPIC.fullmatch(between))
        and _STATE_PREDICATE.match(text, state.end)
        and not re.search(r"[。??!!]", between)
    )
