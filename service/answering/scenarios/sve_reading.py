"""Reading a Shadowverse Evolve attack question: which follower attacks (the asker's, possibly named
only by its stats, possibly several), what it attacks, which cards are restated, and the owner and
state of each card when the shared extractor leaves them open (the owner said earlier in the clause,
a state said after the card, 「その」 pointing back).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import partial

from service.answering.extract import THERE_WHEN, CardMention, Facts

KEYWORDS = ("守護", "疾走", "突進", "指定攻撃", "威圧", "ドレイン", "必殺")


@dataclass
class Card:
    """A follower as the question describes it (mentions of the same card merged)."""

    mention: CardMention
    stats: dict[str, int] = field(default_factory=dict)
    states: set[str] = field(default_factory=set)
    keywords: set[str] = field(default_factory=set)

    @classmethod
    def of(cls, m: CardMention) -> Card:
        return cls(m, dict(m.stats), set(m.states), set(m.keywords) & set(KEYWORDS))

    def absorb(self, m: CardMention) -> None:
        for k, v in m.stats.items():
            self.stats.setdefault(k, v)
        self.states |= m.states
        self.keywords |= set(m.keywords) & set(KEYWORDS)

    def acted(self) -> bool | None:
        if "rested" in self.states:
            return True
        return False if "active" in self.states else None


# a state said after the card (「フォロワーが縦向きのまま」) is that card's, not the next card's
_PREDICATE_STATES: tuple[tuple[str, str], ...] = (
    ("縦向き", "active"), ("スタンド", "active"), ("起きて", "active"), ("アクティブ", "active"),
    ("横向き", "rested"), ("アクト", "rested"), ("寝て", "rested"), ("レスト", "rested"),
)  # fmt: skip
# 「相手のフォロワー、アクト状態。」: a comma with は left out marks the topic too — but not before an
# attributive 「アクト状態の(相手のフォロワー)」, which is the next card's
_PREDICATE = re.compile(
    r"\s*(?:が|は|\(|、(?=[^。?!]*?(?:状態|して|してる|してい)(?!\s*の(?!まま))))(?:まだ|今は|今)?\s*("
    + "|".join(w for w, _ in _PREDICATE_STATES)
    + ")"
)


def refine(facts: Facts) -> tuple[CardMention, ...]:
    """Mentions with the owner looked up in the whole clause (「相手の場にアクト状態の【守護】フォロワー」)
    or taken from the card joined by と (「相手の場に守護持ちと、守護なしのフォロワー」), states said after
    a card moved to it, cards named by their stats alone (「アクトしてる4/4に攻撃」) added, and every card
    but a leader read as a follower (a sve player's キャラ, a 「守護持ち」 holder). Idempotent."""
    ms = sorted(
        [*map(partial(_held_stats, facts.text), facts.mentions), *bare_cards(facts)], key=lambda m: m.start
    )
    ms = _apposed(facts.text, ms)
    states = [set(m.states) for m in ms]
    for i in range(1, len(ms)):
        # 「必殺持ち(1/1、アクト状態)に自分のフォロワーで」: a state in the card's parentheses is its own
        paren = re.match(r"\s*\(([^()]*)\)", facts.text[ms[i - 1].end : ms[i].start])
        said = {s for w, s in _PREDICATE_STATES if paren and w in paren.group(1)}
        if said and not said & states[i - 1]:
            states[i - 1] = (states[i - 1] - {"active", "rested"}) | said
            states[i] -= said
    for i, m in enumerate(ms):
        pm = _PREDICATE.match(facts.text, m.end)
        if pm is None:
            continue
        state = dict(_PREDICATE_STATES)[pm.group(1)]
        states[i] = (states[i] - {"active", "rested"}) | {state}
        if i + 1 < len(ms) and pm.end() <= ms[i + 1].start:
            rest = facts.text[pm.end() : ms[i + 1].start]
            if not any(w in rest for w, s in _PREDICATE_STATES if s == state):
                states[i + 1].discard(state)
    for i, m in enumerate(ms):
        # 「相手の場にフォロワーが1体。アクトしてる。俺のフォロワーで…」: a state said in an earlier sentence
        # with its card left unsaid (or 「そいつは」) is the card before it, not the next one the shared
        # extractor's window reaches (audit 9: the asker's follower had been acted, 'cannot attack')
        window = max(ms[i - 1].end if i else 0, m.start - 24)
        stop = max(facts.text.rfind(c, window, m.start) for c in "。??!!")
        if stop < 0:
            continue
        said = {s for w, s in _STATE_OF.items() if w in facts.text[window:stop]}
        moved = said - {s for w, s in _STATE_OF.items() if w in facts.text[stop : m.start]}
        if moved and i:
            states[i - 1] = (states[i - 1] - {"active", "rested"}) | moved
        states[i] -= moved
    for i, m in enumerate(ms):
        bare = [b for b in ms[:i] if not b.noun and m.noun and 0 <= m.start - b.end < 24]
        if bare:
            # 「相手のアクトしてる1/1に、3/2のフォロワーで」: the words before the bare card are its own
            own = facts.text[bare[-1].end : m.start]
            states[i] = {s for w, s in _STATE_OF.items() if w in own} | (states[i] - set(_STATE_OF.values()))
            ms[i] = replace(m, keywords=frozenset(k for k in m.keywords if re.search(k + _DENIED, own)))
    out: list[CardMention] = []
    for i, m in enumerate(ms):
        side = m.side
        if side is None:
            start = max(facts.text.rfind(c, 0, m.start) for c in "。?!、")
            if i:
                start = max(start, ms[i - 1].end)
            clause = facts.text[start + 1 : m.start]
            hits = [(clause.rfind(w), s) for w, s in (("相手", "opponent"), ("自分", "self")) if w in clause]
            side = max(hits)[1] if hits else None
            if side is None and out and re.match(r"\s*(?:と|や)", facts.text[out[-1].end : m.start]):
                side = out[-1].side
        kind = m.kind if m.kind == "leader" else "follower"
        role = _role(facts.text, m)
        if (
            side is None
            and "威圧" in m.keywords
            and re.match(r"\s*(?:\([^()]*\))?\s*[はが]", facts.text[m.end :])
        ):
            # 「威圧持ちは攻撃できない?」: 【威圧】 only matters to its attacker
            side, role = "opponent", "target"
        out.append(replace(m, kind=kind, side=side, role=role, states=frozenset(states[i])))
    # 「相手の場に守護持ちはいない」「守護とかはなし」: a keyword said only as denied is no card's, and a
    # holder (「守護持ち」, no stats) said to be absent is no card
    denied = frozenset(k for k in KEYWORDS if k in facts.text and re.search(k + _DENIED, facts.text) is None)
    out = [
        replace(m, keywords=m.keywords - denied)
        for m in out
        if not (m.kind != "leader" and not m.stats and m.keywords and m.keywords <= denied)
    ]
    return tuple(out)


# 「【ドレイン】持ち、攻撃力3・体力3のフォロワー」: after a holder and a comma, the same card's stats
_APPOSED = re.compile(r"\s*】?\s*、[^、。??!!]*$")


def _apposed(text: str, ms: list[CardMention]) -> list[CardMention]:
    """「自分の場に【ドレイン】持ち、攻撃力3・体力3のフォロワー」: a holder with no stats, a comma, and in
    that next clause a card with stats and no other player's word is one card (the holder in apposition);
    the builder had made two — the 【ドレイン】 on an attacker of 攻撃力0 (round 10 self-audit: 10 for 13)."""
    out: list[CardMention] = []
    for m in ms:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.noun == "持ち"
            and not prev.stats
            and m.stats
            and m.kind != "leader"
            and _APPOSED.match(text, prev.end, m.start) is not None
            and m.side in (None, prev.side)
            and not re.search(r"相手|自分|こっち|向こう", text[prev.end : m.start])
        ):
            side, states = m.side or prev.side, m.states | prev.states
            out[-1] = replace(m, side=side, states=states, keywords=m.keywords | prev.keywords)
            continue
        out.append(m)
    return out


def _held_stats(text: str, m: CardMention) -> CardMention:
    """「必殺持ち2/1に」「守護持ちの3/3」: the stats right after a keyword holder are the holder's."""
    after = _HELD.match(text, m.end)
    if m.noun != "持ち" or m.stats or after is None:
        return m
    return replace(m, stats={"attack": int(after.group(1)), "health": int(after.group(2))})


def _role(text: str, m: CardMention) -> str | None:
    """「相手の3/3のフォロワーに、自分の…フォロワーが攻撃された」: a に-card whose passive verb comes later
    in the sentence is the attacker (the extractor looks only a few characters ahead)."""
    if m.role is not None:
        return m.role
    said = re.match(r"\s*(?:\([^()]*\))?\s*に、?", text[m.end :])
    if said is None:
        return None
    sentence = re.split(r"[。?!]", text[m.end + said.end() :], maxsplit=1)[0]
    return "attacker" if re.search(r"(?:攻撃|アタック)(?:を)?され|殴られ", sentence) else None


_BARE = re.compile(r"(?<![0-9/])([0-9]+)\s*/\s*([0-9]+)(?![0-9/])")
_BECOMES = r"\s*(?:に(?:し|す|な|上が)|になっ)"
_HELD = re.compile(r"\s*(?:の)?\s*([0-9]+)\s*/\s*([0-9]+)(?![0-9/])")
_STATE_OF = dict(_PREDICATE_STATES) | {"横に倒": "rested"}
# 「守護なし」「守護持ちはいない」「守護とかはなし」: the keyword denied (the presence of a holder too)
_DENIED = (
    r"(?!\s*】?\s*(?:なし|無し|を?持たな|を?持ってな|の?な[いし]|がな[いし]|じゃな|ではな"
    r"|(?:持ち)?\s*(?:とか|など|なんか|は|も|が)+\s*(?:なし|無し|な[いし]|いな[いく]|いません|おらず)))"
)


def bare_cards(facts: Facts) -> list[CardMention]:
    """Followers named by their stats alone, with a particle of their own: 「アクトしてる4/4に攻撃」,
    「3/3で殴る」 — not the stats of a noun (「3/3のフォロワー」, 「フォロワー(3/2)」)."""
    text, out = facts.text, []
    after_holders = (_HELD.match(text, m.end) for m in facts.mentions if m.noun == "持ち")
    held = {h.start(1) for h in after_holders if h is not None}
    for t in _BARE.finditer(text):
        rest = text[t.end() :]
        if any(m.start <= t.start() < max(m.end, m.start + 1) for m in facts.mentions):
            continue  # already a mention (refine runs more than once)
        if t.start() in held:
            continue  # 「必殺持ち2/1」: the holder's stats (`_held_stats`)
        if not re.match(r"\s*(?:に|を|へ|で|が|は|攻撃|殴)", rest) or re.match(_BECOMES, rest):
            continue  # 「進化させて5/5にしたら」: stats a card takes on, not a card
        before = [m for m in facts.mentions if m.end <= t.start()]
        if before and re.fullmatch(r"\s*\([^()]*", text[before[-1].end : t.start()]):
            continue  # 「フォロワー(アクト状態、2/3)」: the stats of the card before
        since = max(before[-1].end if before else 0, t.start() - 24)
        phrase = text[since : t.start()]
        sides = [(phrase.rfind(w), s) for w, s in (("相手", "opponent"), ("自分", "self")) if w in phrase]
        side = max(sides)[1] if sides else None
        role = _bare_role(text, t.end())
        if re.match(r"\s*を(?:場で)?進化", rest):
            side, role = "self", None  # 「2/2を進化させて…で攻撃」: the asker's card, restated later
        out.append(
            CardMention(
                "follower", "", t.start(), t.end(), side, role,
                {"attack": int(t.group(1)), "health": int(t.group(2))},
                frozenset(s for w, s in _STATE_OF.items() if w in phrase),
                frozenset(k for k in KEYWORDS if re.search(k + _DENIED, phrase)),
            )
        )  # fmt: skip
    return out


# 「…を(このターン)(場に)出して」: a card played — the attacker, not what it attacks
_PLAYED = r"\s*を\s*(?:この\s*ターン(?:に)?|今|さっき|手札から)?\s*(?:場に)?\s*(?:出し|プレイし|召喚し)て"


def _bare_role(text: str, end: int) -> str | None:
    sentence = re.split(r"[。?!]", text[end:], maxsplit=1)[0]
    verb = re.search(r"攻撃(?!力|目標)|殴|アタック", sentence)
    if verb is None:
        return None
    passive = re.match(r"(?:攻撃|アタック)(?:を)?され|殴られ", sentence[verb.start() :]) is not None
    if re.match(_PLAYED, sentence):  # 「3/3をこのターン出して、相手リーダーを攻撃」: the play's object
        return None
    if re.match(r"\s*(?:に|を|へ|攻撃|殴)", sentence):
        return "attacker" if passive and re.match(r"\s*に", sentence) else "target"
    if re.match(r"\s*(?:で|が|は)", sentence):
        return "target" if passive and not re.match(r"\s*で", sentence) else "attacker"
    return None


def followed_by(facts: Facts, m: CardMention, pattern: str) -> bool:
    return re.match(pattern, facts.text[m.end :]) is not None


def pick_attacker(facts: Facts) -> CardMention | None:
    own = [m for m in facts.mentions if m.kind == "follower" and m.side != "opponent"]
    played = [m for m in own if followed_by(facts, m, _PLAYED)]
    if played:
        return played[0]  # 「フォロワーを出して(すぐ)攻撃できる?」: the card played is the attacker
    if not any(m.role == "attacker" for m in own):
        # 「突進のフォロワーを場に出したターンに、相手の…フォロワーを攻撃できる?」: the subject is unsaid;
        # 「攻撃された側のフォロワー」 is the attacked one, never the attacker; a card told to be there
        # as a condition (「【守護】を持つアクト状態のフォロワーがいる時」, THERE_WHEN) is no actor
        attacked = r"(?:攻撃|アタック)(?:を)?(?:され|受け)た(?:側|方)?の?\s*$"
        unsaid = [m for m in own if m.role is None and not THERE_WHEN.match(facts.text, m.end)]
        return next((m for m in unsaid if not re.search(attacked, facts.text[: m.start])), None)
    own = [m for m in own if m.role == "attacker"]
    # 「…のフォロワーで攻撃」 names the attacker more surely than 「…フォロワーが」
    return next((m for m in own if followed_by(facts, m, r"\s*で")), own[0] if own else None)


_UNNAMED = re.compile(
    r"(?:([0-9]+)\s*/\s*([0-9]+)|攻撃力\s*([0-9]+)|持ち\s*\(([^()]*)\))(?:の)?\s*(?:で|を(?:場に)?(?:出し|プレイし)て)"
    r"(?=[^。?!]*(?:攻撃|殴|アタック))"
)


def unnamed_attacker(facts: Facts) -> CardMention | None:
    """「ドレイン持ちの3/3で攻撃」, 「攻撃力4で殴る」, 「ドレイン持ち(攻撃力3)で殴る」: an attacker named by
    its stats (and keywords) only."""
    m = _UNNAMED.search(facts.text)
    if m is None:
        return None
    if m.group(1):
        stats = {"attack": int(m.group(1)), "health": int(m.group(2))}
    elif m.group(3):
        stats = {"attack": int(m.group(3))}
    else:
        said = m.group(4)
        slash = re.search(r"([0-9]+)\s*/\s*([0-9]+)", said)
        stats = {"attack": int(slash.group(1)), "health": int(slash.group(2))} if slash else {}
        for name, word in (("attack", "攻撃力"), ("health", "体力")):
            value = re.search(word + r"\s*([0-9]+)", said)
            if value is not None:
                stats.setdefault(name, int(value.group(1)))
    before = facts.text[max(0, m.start() - 12) : m.start()]
    keywords = frozenset(k for k in KEYWORDS if k in before)
    return CardMention(
        "follower", "", m.start(), m.end() - 1, "self", "attacker", stats, frozenset(), keywords
    )


def anaphora(facts: Facts, target: CardMention) -> CardMention:
    """「…威圧を持つフォロワーしかいないとき、そのフォロワーを攻撃できる?」: その names the card before."""
    if not re.search(r"(?:その|この|あの)\s*$", facts.text[: target.start]):
        return target
    earlier = [
        m for m in facts.mentions if m.end <= target.start and m.kind == target.kind and m.side != "self"
    ]
    return earlier[-1] if earlier else target


def pick_target(facts: Facts, attacker: CardMention) -> CardMention | None:
    others = [m for m in facts.mentions if m is not attacker and m.side != "self"]
    named = [m for m in others if m.role == "target" and m.kind in ("leader", "follower")]
    if named:
        return named[0]
    # 「相手の…フォロワーを、自分のフォロワーの攻撃目標にできる?」
    if re.search(r"攻撃目標", facts.text):
        return next((m for m in others if m.kind == "follower" and m.role is None), None)
    return the_one(facts, [m for m in others if m.kind == "follower"])


def the_one(facts: Facts, candidates: list[CardMention]) -> CardMention | None:
    """「守護なしの方を攻撃」: the card a 「〜の方」 picks out of those named — by the words said before
    it, else by the keyword it has (or, denied, lacks)."""
    said = re.search(r"([^、。?!の]{1,8})の?(?:方|ほう)(?:を|に|へ)", facts.text)
    if said is None or not candidates:
        return None
    desc = said.group(1)
    phrase = {id(m): facts.text[max(0, m.start - 16) : m.start] for m in candidates}
    direct = [m for m in candidates if desc in phrase[id(m)]]
    if direct:
        return direct[0]
    for k in KEYWORDS:
        if k in desc:
            denied = re.search(k + _DENIED, desc) is None
            picked = [m for m in candidates if (k in m.keywords) != denied]
            if len(picked) == 1:
                return picked[0]
    return None


def cards(
    facts: Facts, attacker: CardMention, target: CardMention | None
) -> tuple[Card, Card | None, list[Card]]:
    """The attacker, the target follower (None: the leader) and the opponent's other followers."""
    mine = Card.of(attacker)
    theirs = Card.of(target) if target is not None and target.kind == "follower" else None
    bystanders: list[Card] = []
    for m in facts.mentions:
        if m.kind != "follower" or m is attacker or m is target:
            continue
        if m.side == "self":
            if not set(m.stats) & set(mine.stats):
                mine.absorb(m)  # 「自分のフォロワーは体力3」
        elif m.side == "opponent" or m.role == "target":
            restated = theirs is not None and m.stats and not set(m.stats) & set(theirs.stats)
            if theirs is not None and restated and not m.keywords:
                theirs.absorb(m)  # 「…相手のフォロワーは攻撃力1」
            else:
                bystanders.append(Card.of(m))
    return mine, theirs, bystanders


def leader_health(facts: Facts, side: str, unsaid: str = "opponent") -> int | None:
    """A leader's 体力: 「相手リーダーの体力が5」, 「体力3の相手リーダー」, 「自分の体力は10」. A leader
    mention whose owner is unsaid is `unsaid`'s (the one attacked: the opponent's, unless the asker
    is the one attacked)."""
    word = "自分" if side == "self" else "相手"
    said = re.search(
        word + r"の?(?:リーダー)?(?:の|は|が)?\s*(?:体力|HP)(?:が|は)?(?:残り)?\s*(-?[0-9]+)", facts.text
    )
    if said is None:  # 「体力4の相手は」: the number before the owner (not 「体力4の相手のフォロワー」)
        said = re.search(r"(?:体力|HP)\s*(-?[0-9]+)\s*の" + word + r"(?!の?(?:場|フォロワ))", facts.text)
    if said is not None:
        return int(said.group(1))
    for m in facts.mentions:
        if m.kind == "leader" and "health" in m.stats and (m.side or unsaid) == side:
            return m.stats["health"]
    return None


def defending(facts: Facts) -> bool:
    """「相手のフォロワーに殴られた」「相手のフォロワーが攻撃してきた」: the opponent's follower attacks and
    none of the asker's does (`facts` refined). 「相手のフォロワーは攻撃できる?」 is not: a topic with は
    and no passive or 〜てくる asks whether the asker can attack it."""
    followers = [m for m in facts.mentions if m.kind == "follower"]
    theirs = [m for m in followers if m.side == "opponent" and m.role == "attacker"]
    if not theirs or any(m.side != "opponent" and m.role == "attacker" for m in followers):
        return False
    topic = re.match(r"\s*(?:\([^()]*\))?\s*は", facts.text[theirs[0].end :]) is not None
    coming = re.search(r"(?:攻撃|アタック)(?:を)?され|殴られ|て(?:き|く)", facts.text) is not None
    return coming or not topic
