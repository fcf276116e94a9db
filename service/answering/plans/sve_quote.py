"""Shadowverse Evolve owners the shared reader leaves wrong or open, bound before the plans run
(`plans.sve.REREAD`):

* card text quoted in a question: its 「自分」/「相手」 are its user's (the card's master, 1.3.4), not
  the asker's. 「相手が『自分の墓場のカード4枚につき、相手のリーダーに1ダメージ』って効果を使ってきた」
  counts the opponent's graveyard and damages the asker's leader, so the owners of every fact inside a
  quote the opponent uses are turned;
* a leaders' 体力 told of both players (「自分のリーダーも相手のリーダーも体力3」) is both players';
* a 体力 told with the other player's value elided (「自分のリーダー体力3、相手は2」): the bare number
  after 「相手は」 is the opponent's leader's 体力;
* a keyword's rule restated as an aside (「オーラって選ばれないやつだよね?」「威圧って選べないんだっけ?」):
  no card and no act — the keyword said again and what it is said to forbid are neutral, when a card of
  the question has that keyword;
* a discard the question ends with (「捨てなきゃダメ?」「何枚捨てる?」「捨てる必要ある?」) is asked, no
  discard told: the answer says whether (how many) the player discards.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import OTHER_OWNER, Fact, Reading, Role

QUOTE = re.compile(r"[「『][^「『」』]*[」』]")
# 「相手が『…』」「相手は「…」」「相手の『…』ってスペル」: the opponent opens the quote as its user
_OPPONENT_USES = re.compile(r"(?:相手|向こう)\s*(?:が|は|の)\s*$")


def used_by(reading: Reading, f: Fact) -> str | None:
    """Who uses the quote `f` is in: "opponent" when the opponent opens it, "self" for another quote,
    None outside every quote."""
    for q in QUOTE.finditer(reading.text):
        if q.start() < f.start and f.end < q.end():
            return "opponent" if _OPPONENT_USES.search(reading.text[: q.start()]) else "self"
    return None


def quoted_owners(reading: Reading) -> Reading:
    """The owners of the facts inside a quote the opponent uses, seen from the asker."""
    facts = tuple(
        replace(f, owner=OTHER_OWNER[f.owner])
        if f.owner in OTHER_OWNER and used_by(reading, f) == "opponent"
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else replace(reading, facts=facts)


# 「自分のリーダーも相手のリーダーも体力3」「相手もこっちも体力は3」: one 体力 told of both leaders
_BOTH = re.compile(
    r"(?:(?:自分|こっち|俺)の?\s*(?:リーダー)?\s*も\s*、?\s*(?:相手|向こう)|(?:相手|向こう)の?\s*(?:リーダー)?"
    r"\s*も\s*、?\s*(?:自分|こっち|俺))の?\s*(?:リーダー)?\s*も\s*、?\s*$"
)
# 「…体力3、相手は2」: the other player's value after its owner word, in the same list
_ELIDED = re.compile(
    r"(?:[、,]|(?<=[0-9])\s*で)\s*(相手|向こう|自分|こっち|俺)(?:の方|のリーダー)?\s*(?:は|が|も)?\s*$"
)
_LEADERS = re.compile(r"(?:自分|こっち|俺|相手|向こう)の?\s*(?:リーダー)?\s*(?:の)?\s*$")
_UNIT = re.compile(r"\s*(?:枚|体|点|ダメ|回|ターン|PP|EP|コスト)")
_WHOSE = {"相手": "opponent", "向こう": "opponent", "自分": "self", "こっち": "self", "俺": "self"}


def told_health(reading: Reading) -> Reading:
    """A 体力 told of both leaders at once, and a 体力 whose word is elided after the first one."""
    text, out = reading.text, []
    healths = [f for f in reading.of(Role.STAT) if f.concept == "health"]
    for f in reading.facts:
        if f.role is Role.STAT and f.concept == "health" and _BOTH.search(text[: f.start]):
            f = replace(f, owner="both")
        elif f.role is Role.NUMBER and isinstance(f.value, int) and not _UNIT.match(text, f.end):
            said = _ELIDED.search(text[: f.start])
            sentence = max(text.rfind(c, 0, f.start) for c in "。??!!")
            first = [h for h in healths if sentence < h.start < f.start and h.owner not in (None, "both")]
            owner = _WHOSE[said.group(1)] if said else None
            # the 体力 opening the list is a leader's (「自分のリーダー体力3、相手は2」), not a follower's
            leader = first and _LEADERS.search(text[max(sentence, 0) : first[-1].start]) is not None
            if said and leader and first[-1].owner != owner:
                f = replace(f, role=Role.STAT, concept="health", owner=owner)
        out.append(f)
    facts = tuple(out)
    return reading if facts == reading.facts else replace(reading, facts=facts)


# 「捨てなきゃダメ?」「何枚捨てる?」「捨てる必要ある?」「捨てるのは何枚?」「捨てることになる?」: the
# discard the question asks about ends it (not 「3枚捨てたら手札は何枚?」, a discard told)
_MUST = re.compile(
    r"\s*(?:(?:な(?:きゃ|ければ|くちゃ|いと))\s*(?:ダメ|だめ|いけない|いけません|ならない|なりません)[^。??]{0,6}"
    r"|(?:る|ます)[^。??、]{0,10})[??]"
)


def asked_discard(reading: Reading) -> Reading:
    """A discard in 「…捨てなきゃダメ?」: asked, not told (neutral here; the number or outcome asked
    says whether the player discards)."""
    facts = tuple(
        replace(f, role=Role.NEUTRAL, concept="setting", why="an obligation asked, not a discard told")
        if f.role is Role.ACTION and f.concept == "discard" and _MUST.match(reading.text, f.end)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else replace(reading, facts=facts)


# 「オーラって選ばれないやつだよね?」「威圧って選べないんだっけ?」「オーラは選ばれないんでしょ?」
_ASIDE = re.compile(
    r"[^。??!!]*?(?:やつ|もの|ん|の)?\s*(?:だよね|よね|でしょ|だっけ|っけ|じゃなかった|ですよね)"
)
_TOPIC = re.compile(r"\s*】?\s*(?:って|は)\s*")
# 「スペルで選べないのはわかってるけど、…攻撃するのはOK?」: what is known, said before the real ask
_KNOWN = re.compile(
    r"\s*(?:ない|ません)\s*(?:の|こと|ん)\s*(?:は|も)\s*(?:わか|分か|知)って(?:る|います|ます|いる)"
)

# 「攻撃で狙えなくなった」「攻撃できないのはわかった」「攻撃対象にできないのは知ってる」: an attack said
# as already barred, as what the asker knows, not an attack the question tells
_BARRED = re.compile(
    r"\s*(?:で|は|が|に|の)?\s*(?:対象|目標)?\s*(?:に|と)?\s*(?:狙え|選べ|でき|殴れ|行け)\s*"
    r"(?:なく\s*な(?:った|って|る|り)|ない\s*(?:の|こと|ん)\s*(?:は|も)\s*(?:わか|分か|知)(?:った|って))"
)


def keyword_aside(reading: Reading) -> Reading:
    """A keyword's rule restated (「オーラって選ばれないやつだよね?」): the keyword said again and the act
    it is said to forbid are no facts, when an earlier fact gives a card that keyword."""
    keywords = reading.of(Role.KEYWORD)
    aside: set[Fact] = set()
    for k in keywords:
        if not any(o.concept == k.concept and o.end <= k.start for o in keywords):
            continue  # the first mention gives the card its keyword
        topic = _TOPIC.match(reading.text, k.end)
        if topic is None:
            continue
        acts = [f for f in reading.of(Role.ACTION) if f.start >= topic.end()]
        if not acts or acts[0].start - topic.end() > 2 or acts[0].concept != "target":
            continue
        if _ASIDE.match(reading.text, acts[0].end):
            aside |= {k, acts[0]}
    # the act a card's keyword forbids, said as known (「(オーラ持ち…)スペルで選べないのはわかってるけど」)
    aside |= {
        f for f in reading.of(Role.ACTION)
        if f.concept == "target" and _KNOWN.match(reading.text, f.end)
        and any(k.end <= f.start and not k.negated for k in keywords)
    }  # fmt: skip
    # 【威圧】's attack ban said as known (「攻撃で狙えなくなった」「攻撃できないのはわかった」, 12.12.2)
    aside |= {
        f for f in reading.of(Role.ACTION)
        if f.concept == "attack" and not f.negated and _BARRED.match(reading.text, f.end)
        and any(k.concept.strip("【】") == "威圧" and k.end <= f.start and not k.negated for k in keywords)
    }  # fmt: skip
    facts = tuple(_aside(reading, f) if f in aside else f for f in reading.facts)
    return reading if not aside else replace(reading, facts=facts)


def _aside(reading: Reading, f: Fact) -> Fact:
    """`f` as an aside; an attack said as barred covers its denial too (「攻撃できないのはわかった」): the
    「できない」 of what is known is no negation the question tells of its own situation."""
    f = replace(f, role=Role.NEUTRAL, concept="setting", why="a keyword's rule restated as an aside")
    barred = _BARRED.match(reading.text, f.end) if f.text.startswith("攻撃") else None
    return f if barred is None else replace(f, end=barred.end(), text=reading.text[f.start : barred.end()])


# 「アクトしてるのは0体」「アクト状態のフォロワーはいない」: no follower of the side is in the state
_NONE_IN = re.compile(
    r"\s*(?:状態|して(?:る|いる))?\s*の?\s*(?:フォロワー|やつ)?\s*(?:は|が|も)?\s*"
    r"(?:いない|いません|おらず|(?P<zero>0)\s*体|ゼロ|1体もいない)"
)


def none_in_state(reading: Reading) -> Reading:
    """「スタンド状態のフォロワーが2体いるだけで、アクトしてるのは0体」: a state said of no follower is
    that state denied of the side named before it in the sentence (the gate then wants the side's cards
    without it); its 0 and its follower noun are that denial's words, no card or count of their own."""
    out: dict[Fact, Fact] = {}
    absorbed: set[Fact] = set()
    for s in reading.of(Role.STATE):
        said = _NONE_IN.match(reading.text, s.end)
        if said is None or s.negated or s.concept not in ("rested", "active"):
            continue
        start = max(reading.text.rfind(c, 0, s.start) for c in "。??") + 1
        owners = [o for o in reading.of(Role.OWNER) if start <= o.start < s.start]
        owner = s.owner or (owners[-1].concept if owners else None)
        if owner not in ("self", "opponent"):
            continue
        out[s] = replace(s, negated=True, owner=owner, why="a state said of no follower of the side")
        absorbed |= {
            f for f in reading.facts
            if s.end <= f.start and f.end <= said.end() and f.role in (Role.CARD, Role.NUMBER)
        }  # fmt: skip
    if not out:
        return reading
    said_by = "the words of a state said of no follower"
    facts = tuple(
        replace(f, role=Role.NEUTRAL, concept="setting", why=said_by) if f in absorbed else out.get(f, f)
        for f in reading.facts
    )
    return replace(reading, facts=facts)


# 「【突進】持ちを今出した」「突進持ちで殴る」: a keyword's holder as the noun (「持ちの…」 is attributive)
_HOLDER = re.compile(r"\s*】?\s*(持ち)\s*(?=を|が|で|は|に|も|、)")


def _described_on(reading: Reading, at: int) -> bool:
    """「【ドレイン】持ちで攻撃力3のフォロワーで」: a follower noun later in the clause is the holder's own
    noun (持ちで = 'holding it, and'), not a second card."""
    ends = [i for i in (reading.text.find(c, at) for c in "、。??") if i >= 0]
    end = min(ends, default=len(reading.text))
    return any(f.role is Role.CARD and f.concept == "follower" and at <= f.start < end for f in reading.facts)


def _stats_follow(reading: Reading, at: int, owner: str | None) -> bool:
    """「【必殺】持ち、攻撃力0・体力4のやつがいる」: after 「持ち、」 the next clause opening with the
    holder's stats (no owner word of another player, no other noun before them) describes the holder itself —
    an apposition, not a second card (bs-04: the 体力4 had gone to a card of its own)."""
    if not reading.text.startswith("、", at):
        return False
    ends = [i for i in (reading.text.find(c, at + 1) for c in "、。??") if i >= 0]
    end = min(ends, default=len(reading.text))
    inside = [f for f in reading.facts if at < f.start < end and f.role is not Role.NEUTRAL]
    if not inside or inside[0].role is not Role.STAT:
        return False
    return not any(
        (f.role is Role.OWNER and f.owner not in (None, owner)) or (f.owner not in (None, owner))
        for f in inside
    )


def keyword_holder(reading: Reading) -> Reading:
    """「【突進】持ちをこのターンに出した」: 「持ち」 right after a keyword, followed by a particle, is a
    follower noun (the holder), as 「フォロワー」 would be; the keyword is its own."""
    nouns = [
        Fact(m.start(1), m.end(1), "持ち", Role.CARD, "follower", owner=k.owner, why="a keyword's holder")
        for k in reading.of(Role.KEYWORD)
        if not k.negated and (m := _HOLDER.match(reading.text, k.end)) is not None
        and not any(f.start < m.end(1) and m.start(1) < f.end for f in reading.facts)
        and not _described_on(reading, m.end(1))
        and not _stats_follow(reading, m.end(), k.owner)
    ]  # fmt: skip
    if not nouns:
        return reading
    return replace(reading, facts=tuple(sorted((*reading.facts, *nouns), key=lambda f: (f.start, f.end))))


# 「自分のは無事?」「相手の方って破壊される?」: an owner word with の and a topic, no noun after it
_MINE = re.compile(r"\s*の\s*(?:方|ほう)?\s*(?:は|が|って|も)")


def owner_pronoun(reading: Reading) -> Reading:
    """「…のフォロワーでそいつ殴ったら、自分のは無事だよね?」: 「自分のは」 with the destroyed ask after it
    in its sentence names that player's follower (「の」 standing for the noun), as 「自分のフォロワーは」
    would — only where the question describes a follower of that player and the fate is asked."""
    asks = [f for f in reading.asks() if f.concept == "destroyed"]
    owners = {f.owner for f in reading.of(Role.CARD) if f.concept == "follower"}
    nouns = []
    for o in reading.of(Role.OWNER):
        said = _MINE.match(reading.text, o.end)
        if said is None or o.owner not in owners or o.owner not in OTHER_OWNER:
            continue
        if any(f.start < said.end() and o.end < f.end for f in reading.facts if f is not o):
            continue  # 「自分の攻撃力…」: a fact of its own follows the の
        ends = [i for i in (reading.text.find(c, said.end()) for c in "。??") if i >= 0]
        end = min(ends, default=len(reading.text))
        if any(said.end() <= a.start < end for a in asks):
            at = o.end + reading.text[o.end :].index("の")
            nouns.append(
                Fact(at, at + 1, "の", Role.CARD, "follower", owner=o.owner, why="「自分のは」: the follower")
            )
    if not nouns:
        return reading
    return replace(reading, facts=tuple(sorted((*reading.facts, *nouns), key=lambda f: (f.start, f.end))))


# 「進化させずに」「進化しないで」: the act said as not done (the reader leaves the ず form positive)
_WITHOUT = re.compile(r"\s*(?:させ|さ|し|せ)\s*(?:ずに|ず、|ないで|ないまま)")


def acts_without(reading: Reading) -> Reading:
    """「進化させずにそのまま攻撃させられる?」: an act said with 〜ずに is denied, not told as done."""
    out = {
        f: replace(f, negated=True, why="an act said as not done (〜ずに)")
        for f in reading.of(Role.ACTION)
        if not f.negated and _WITHOUT.match(reading.text, f.end)
    }
    return reading if not out else replace(reading, facts=tuple(out.get(f, f) for f in reading.facts))


# 「向こうの場、」「相手の場に」「相手の場は」: a player's field opens the sentence's scope
_FIELD = re.compile(r"\s*の\s*場\s*(?:に|は|で|には|、|,|:)")


def field_scope(reading: Reading) -> Reading:
    """「向こうの場、守護のやつがアクトしてる。」: a keyword or state with no owner said after a player's
    場 in the same sentence, with no other owner word between, is a card of that player's field — the
    builder had given 【守護】 and the acted state to the asker's follower named next (audit 9)."""
    text, out = reading.text, {}
    owners = reading.of(Role.OWNER)
    for f in reading.of(Role.KEYWORD, Role.STATE):
        if f.owner is not None:
            continue
        sentence = max(text.rfind(c, 0, f.start) for c in "。??!!\n")
        before = [o for o in owners if sentence < o.start and o.end <= f.start]
        if before and before[-1].owner in OTHER_OWNER and _FIELD.match(text, before[-1].end):
            out[f] = replace(f, owner=before[-1].owner, why=f"{f.why}; said of a player's field")
    return reading if not out else replace(reading, facts=tuple(out.get(f, f) for f in reading.facts))
