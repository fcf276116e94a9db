"""Reading a Shadowverse Evolve attack question: which follower attacks (the asker's, possibly named
only by its stats, possibly several), what it attacks, which cards are restated, and the owner and
state of each card when the shared extractor leaves them open (the owner said earlier in the clause,
a state said after the card, 「その」 pointing back).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, replace

from service.answering.extract import CardMention, Facts

KEYWORDS = ("守護", "疾走", "突進", "威圧", "ドレイン", "必殺")


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
_PREDICATE = re.compile(
    r"\s*(?:が|は|\()(?:まだ|今は|今)?\s*(" + "|".join(w for w, _ in _PREDICATE_STATES) + ")"
)


def refine(facts: Facts) -> tuple[CardMention, ...]:
    """Mentions with the owner looked up in the whole clause (「相手の場にアクト状態の【守護】フォロワー」)
    and states said after a card moved to it."""
    ms = list(facts.mentions)
    states = [set(m.states) for m in ms]
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
        out.append(replace(m, side=side, states=frozenset(states[i])))
    return tuple(out)


def followed_by(facts: Facts, m: CardMention, pattern: str) -> bool:
    return re.match(pattern, facts.text[m.end :]) is not None


def pick_attacker(facts: Facts) -> CardMention | None:
    own = [m for m in facts.mentions if m.kind == "follower" and m.side != "opponent"]
    played = [m for m in own if followed_by(facts, m, r"\s*を(?:場に)?(?:出し|プレイし|召喚し)て")]
    if played:
        return played[0]  # 「フォロワーを出して(すぐ)攻撃できる?」: the card played is the attacker
    if not any(m.role == "attacker" for m in own):
        # 「突進のフォロワーを場に出したターンに、相手の…フォロワーを攻撃できる?」: the subject is unsaid;
        # 「攻撃された側のフォロワー」 is the attacked one, never the attacker
        attacked = r"(?:攻撃|アタック)(?:を)?(?:され|受け)た(?:側|方)?の?\s*$"
        return next(
            (m for m in own if m.role is None and not re.search(attacked, facts.text[: m.start])), None
        )
    own = [m for m in own if m.role == "attacker"]
    # 「…のフォロワーで攻撃」 names the attacker more surely than 「…フォロワーが」
    return next((m for m in own if followed_by(facts, m, r"\s*で")), own[0] if own else None)


_UNNAMED = re.compile(
    r"(?:([0-9]+)\s*/\s*([0-9]+)|攻撃力\s*([0-9]+))(?:の)?\s*(?:で|を(?:場に)?(?:出し|プレイし)て)"
    r"(?=[^。?!]*(?:攻撃|殴|アタック))"
)


def unnamed_attacker(facts: Facts) -> CardMention | None:
    """「ドレイン持ちの3/3で攻撃」, 「攻撃力4で殴る」: an attacker named by its stats only."""
    m = _UNNAMED.search(facts.text)
    if m is None:
        return None
    stats = (
        {"attack": int(m.group(1)), "health": int(m.group(2))} if m.group(1) else {"attack": int(m.group(3))}
    )
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


def leader_health(facts: Facts, side: str) -> int | None:
    """A leader's 体力: 「相手リーダーの体力が5」, 「体力3の相手リーダー」, 「自分の体力は10」. A leader
    mention whose owner is unsaid is the opponent's (the one attacked)."""
    word = "自分" if side == "self" else "相手"
    said = re.search(word + r"の?(?:リーダー)?の?(?:体力|HP)(?:が|は)?(?:残り)?\s*(-?[0-9]+)", facts.text)
    if said is not None:
        return int(said.group(1))
    for m in facts.mentions:
        if m.kind == "leader" and "health" in m.stats and (m.side or "opponent") == side:
            return m.stats["health"]
    return None


def fellow_attackers(facts: Facts, attacker: CardMention) -> list[CardMention]:
    """「攻撃力2のフォロワーと攻撃力1のフォロワーで攻撃」: the asker's followers joined to it by と."""
    ms = [m for m in facts.mentions if m.kind == "follower" and m.side != "opponent"]
    out: list[CardMention] = []
    for a, b in itertools.pairwise(ms):
        if re.fullmatch(r"\s*(?:と|、|・)\s*[^。?!、]*", facts.text[a.end : b.start]) is None:
            continue
        if b is attacker or b in out:
            out.append(a)
    # 「攻撃力2のフォロワーで攻撃した後、攻撃力1のフォロワーでも攻撃」
    out += [
        m for m in ms if m.role == "attacker" and followed_by(facts, m, r"\s*でも?(?!、)") and m not in out
    ]
    return [m for m in out if m is not attacker]


def copies(facts: Facts, attacker: CardMention) -> int:
    """「攻撃力3のフォロワー2体で攻撃」: how many alike attackers (at most the 5 a field holds)."""
    m = re.match(r"\s*([2-5])\s*体(?:で|が|とも)", facts.text[attacker.end :])
    return int(m.group(1)) if m else 1


def grab(text: str, pattern: str) -> int | None:
    """The number in group 1 of the first match of `pattern`, if any."""
    m = re.search(pattern, text)
    return int(m.group(1)) if m else None
