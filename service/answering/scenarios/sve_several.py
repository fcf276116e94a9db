"""Reading several Shadowverse Evolve cards from one phrase: one 攻撃力 (or 体力) per card 「攻撃力2と1の
フォロワー」, the asker's followers joined by と 「AとBとCで攻撃」, alike copies 「攻撃力3のフォロワー2体で」,
and the stats a follower takes on by evolving 「進化して攻撃力4・体力4になった」「進化後は5/5」.
"""

from __future__ import annotations

import itertools
import re

from service.answering.extract import CardMention, Facts
from service.answering.scenarios.sve_reading import followed_by


def attack_series(facts: Facts, card: CardMention) -> list[int]:
    """「攻撃力2と攻撃力1のフォロワー」「攻撃力2と1のフォロワー」: one 攻撃力 per card, in order."""
    return stat_series(facts, card, "攻撃力")


def stat_series(facts: Facts, card: CardMention, word: str) -> list[int]:
    """「体力2と体力4のフォロワー」: one value of the stat `word` per card, in order ([] unless 2 or more)."""
    since = max((m.end for m in facts.mentions if m.end <= card.start), default=0)
    phrase = facts.text[max(since, card.start - 30) : card.start]
    said = re.search(
        word + r"\s*([0-9]+)((?:\s*(?:と|、|・)\s*(?:" + word + r")?\s*[0-9]+)+)\s*(?:の)?\s*$", phrase
    )
    if said is None:
        return []
    return [int(said.group(1))] + [int(x) for x in re.findall(r"[0-9]+", said.group(2))]


_EVOLVED = re.compile(r"進化(?:後|した後|させた後|して|させて|したら|させたら|すると|させると)(?:の|は|に)?")


def evolved_stats(text: str) -> dict[str, int]:
    """The stats said for after evolving: 「進化後の体力4」「進化して攻撃力4・体力4」「進化後は5/5」."""
    for said in _EVOLVED.finditer(text):
        window = text[said.end() : said.end() + 20]
        span = re.split(r"[。?!、]|にな|の(?:フォロワ|状態)|で", window, maxsplit=1)[0]
        slash = re.search(r"([0-9]+)\s*/\s*([0-9]+)", span)
        if slash is not None:
            return {"attack": int(slash.group(1)), "health": int(slash.group(2))}
        out: dict[str, int] = {}
        for name, word in (("attack", "攻撃力"), ("health", "(?:体力|HP)")):
            m = re.search(word + r"(?:が|は)?\s*([0-9]+)", span)
            if m is not None:
                out[name] = int(m.group(1))
        if out:
            return out
    return {}


def fellow_attackers(facts: Facts, attacker: CardMention) -> list[CardMention]:
    """「攻撃力2のフォロワーと攻撃力1のフォロワーで攻撃」: the asker's followers joined to it by と."""
    ms = [m for m in facts.mentions if m.kind == "follower" and m.side != "opponent"]
    chains: list[list[CardMention]] = []
    for a, b in itertools.pairwise(ms):
        joined = re.fullmatch(r"\s*(?:と、?|、|・)\s*[^。?!、]*", facts.text[a.end : b.start]) is not None
        if not joined:
            continue
        if chains and chains[-1][-1] is a:
            chains[-1].append(b)  # 「AとBとC」 is one chain
        else:
            chains.append([a, b])
    out: list[CardMention] = next((c for c in chains if attacker in c), [])
    # 「攻撃力2のフォロワーで攻撃した後、攻撃力1のフォロワーでも攻撃」
    out += [
        m for m in ms if m.role == "attacker" and followed_by(facts, m, r"\s*でも?(?!、)") and m not in out
    ]
    return [m for m in out if m is not attacker]


def aimed_apart(facts: Facts, fellows: list[CardMention]) -> bool:
    """「攻撃力2のフォロワーでリーダーを攻撃したあと、攻撃力3のフォロワーで相手のフォロワーを攻撃した」: a
    fellow attacker told attacking an opponent's follower — not the first attack's target, which every
    fellow is run at (style audit 14b: the second attack had been run at the leader, 体力 0 for 3)."""
    for fellow in fellows:
        verb = re.compile(r"攻撃(?!力)|殴|アタック").search(facts.text, fellow.end)
        end = verb.start() if verb is not None else len(facts.text)
        if any(
            m.kind == "follower"
            and (m.side == "opponent" or m.role == "target")
            and fellow.end <= m.start < end
            for m in facts.mentions
        ):
            return True
    return False


_ALL = r"全員|全部|みんな|全体|一斉|総攻撃|全て|すべて|それぞれ|ずつ|[2-5]体(?:とも|で|全)"


def copies(facts: Facts, attacker: CardMention) -> int:
    """「攻撃力3のフォロワー2体で攻撃」, 「攻撃力1のフォロワーが3体。全員で殴ったら」: how many alike
    attackers (at most the 5 a field holds)."""
    rest = facts.text[attacker.end :]
    m = re.match(r"\s*(?:\([^()]*\))?\s*([2-5])\s*体(?:で|が|とも|に)", rest)
    if m is None and re.search(_ALL, facts.text):
        m = re.match(r"\s*(?:\([^()]*\))?\s*(?:が|は|を)?\s*([2-5])\s*体", rest)
    return int(m.group(1)) if m else 1
