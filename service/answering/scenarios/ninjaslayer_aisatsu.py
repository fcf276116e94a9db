"""ニンジャスレイヤーTCG アイサツ questions: who アイサツ whom with which カラテ/工作力, what else is on the
defending side (インターラプト, サツバツ, a ウケミ card on top of the deck, the damage zone), and the
engine's account of what happens (704–706, 1003, 1004, 1104, 1402, 1403).

The turn player アイサツ (704.3), so when the opponent's character アイサツ (「相手のキャラにアイサツ
された」) the scenario's ``player1`` is the opponent and the answer names the players accordingly.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.extract import CardMention, Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios import ninjaslayer_read as R
from service.answering.scenarios.common import asks, stat
from service.answering.scenarios.ninjaslayer_aisatsu_tell import INTERRUPTS, RESULT_ASKED, headline
from service.answering.scenarios.ninjaslayer_asked import (
    count_asked_of_attacker,
    counted_player,
    player_aimed,
    zone_count_asked,
    zone_told,
)
from service.answering.scenarios.ninjaslayer_gain import GAIN, OTHER_TURN, ikusa_gained
from service.answering.scenarios.ninjaslayer_restated import restated_target

GAME = "ninjaslayer"
Built = BuiltScenario | Unsupported | None
_NO_INTERRUPT = r"(?:インターラプト|カイゼン)[^。]{0,8}?(?:使わ|しな|せず|なし|無し)"
# 「インターラプト持ちがいるけど、もうこのターン使った」: a change of target already made this turn
# (705.3a-1) — which card made it, and whether it is the one told, no run here scripts
_USED_INTERRUPT = re.compile(
    r"(?:インターラプト|カイゼン)[^。]{0,30}?(?:(?:もう|すでに|既に|さっき|先に)[^。]{0,16}?(?:使|変更し|変え)"
    r"|使用済|使い切)"
)


# 「前のターンにアイサツして…次の自分のターンにまたアイサツできる?」: the character's アイサツ of an
# earlier turn, asked again in a later one — one turn's run would bow it twice (plans/ninjaslayer_again.py
# runs the turn's end, 502.2a)
# 「相手の工作力1のアイサツが通った」: an アイサツ owned by the other player through its stats alone, no card
# noun (shared audit 19: run as the asker's アイサツ on the opponent, 'none' stated for a loss, 1002.1)
_THEIR_AISATSU = re.compile(
    r"(?:相手|敵|向こう)\s*の\s*(?:(?:カラテ|工作力)\s*[0-9０-９]+\s*[・、]?\s*)+の\s*アイサツ"
)
_LATER_TURN = re.compile(r"(?:次の|翌)(?:自分の)?(?:ターン|番)|次ターン")


def build_aisatsu(facts: Facts) -> Built:
    if not facts.attack:
        return None
    if _LATER_TURN.search(facts.text) and len(re.findall("アイサツ", facts.text)) > 1:
        return None
    if _LATER_TURN.search(facts.text) and asks(facts, r"何点|何枚|いくつ|何回"):
        return None  # 「…3点食らった。次の俺のターン、ダメージ何点?」: a count of a later turn (505.3a)
    if R.AGAIN.search(facts.text) and len(re.findall("アイサツ", facts.text)) > 1:
        return None  # 「もうアイサツした。もう一回アイサツしたら」: a card that アイサツed is オジギ (704.5)
    facts = _instrument(facts)
    attackers = [m for m in facts.mentions if m.role == "attacker"]
    targets = [m for m in facts.mentions if m.role == "target"]
    aimed = R.player_target(facts)
    if not attackers:
        attackers = [
            m
            for m in facts.mentions
            if m not in targets and {"karate", "craft"} & set(m.stats) and _karate_after(facts, m) is None
        ][:1]
    for m in reversed(facts.mentions):  # 「工作力1のキャラと工作力2のキャラで」: both アイサツ
        later = [x for x in facts.mentions if x.start > m.end]
        if m not in attackers and later and later[0] in attackers and facts.text[m.end : m.end + 1] == "と":
            attackers.insert(attackers.index(later[0]), m)
    passive = R.incoming(facts)
    if not passive and not targets and len({m.side for m in attackers}) > 1:
        # 「相手のキャラがサツバツ持ちで、カラテ1のキャラでアイサツ」: the opponent's card is the target
        targets = [m for m in attackers if m.side == "opponent"][:1]
        attackers = [m for m in attackers if m.side != "opponent"]
    atk_side = attackers[0].side if attackers and attackers[0].side else None
    if not attackers and not passive and _THEIR_AISATSU.search(facts.text):
        return None  # 「相手の工作力1のアイサツが通った」: the opponent's アイサツ, not read as received
    if atk_side is None:
        atk_side = "opponent" if passive and aimed != "opponent" else "self"
    def_side = "self" if atk_side == "opponent" else "opponent"
    target = targets[0] if targets else None
    # 「相手の場にインターラプト持ち(耐久力1)がいる…アイサツしたら勝てる?」: a card only said to be on the
    # field, in a question about the player's damage zone or defeat, is not what the アイサツ aims at
    on_player = asks(facts, RESULT_ASKED) or R.player_number(facts, "damage_zone", def_side) is not None
    if target is None and aimed is None:
        # 「自分のキャラ(耐久力2)が…アイサツされた」: the defending card with a 耐久力
        target = next((m for m in facts.mentions if m not in attackers and "durability" in m.stats
                       and m.side != atk_side and not (on_player and _on_field(facts, m))), None)  # fmt: skip
    if target is not None and _takes_over(facts, target):
        target = None
    if target is not None and aimed is not None and not passive and player_aimed(facts.text):
        return None  # 「1体目で相手のキャラに、2体目で相手にアイサツ」: one run aims at the card only (704.4)
    if target is not None and count_asked_of_attacker(facts.text, atk_side):
        return Unsupported(
            "問われた数はアイサツしたキャラクターのものですが、アイサツしたキャラクターはイクサダメージを"
            "受けません(706.4b)。シミュレーションの数値はその答えではないため、条文で回答しています。"
        )
    if GAIN.search(facts.text) and OTHER_TURN.search(facts.text):
        # 「…に「このターン+0/+2」を使った。次のターン、…アイサツ」: the change may have ended (505.3b)
        return Unsupported(
            "+X/+Yの効果とアイサツが別のターンのことと書かれているため、シミュレーションしていません。"
        )
    if _USED_INTERRUPT.search(facts.text):
        return Unsupported(
            "このターンすでに使われたインターラプト(705.3a-1)は再現していないため、シミュレーションしていません。"
        )
    at_player = target is None
    if at_player and zone_count_asked(facts.text) and not zone_told(facts.text, def_side):
        return Unsupported(
            "問われたダメージ・ゾーンの枚数は、アイサツ前の枚数が書かれていないため決められません。"
        )
    if at_player and counted_player(facts.text) not in (None, def_side):
        # 「俺は何回ダメチェする?」「俺のダメゾンは何枚?」 of the asker's アイサツ: the other player's count
        return Unsupported(
            "問われた数は、アイサツを受けてダメージチェックを行うプレイヤーのものではありません。"
        )

    # 「カラテ2・耐久力2のキャラ同士」: the stats are every mentioned card's
    pair = next((m for m in facts.mentions if facts.text[m.end : m.end + 2] == "同士"), None)
    if pair is not None:
        facts = _share_stats(facts, pair)
        starts = {a.start for a in attackers}
        attackers = [m for m in facts.mentions if m.start in starts]
        target = next((m for m in facts.mentions if target is not None and m.start == target.start), None)
        if target is None and aimed is None:  # 「カラテ3・耐久力1のキャラ同士でアイサツ」: one on each side
            target, at_player = pair, False
    specs = _attackers(facts, attackers)
    written = _karate_after(facts, target) if target is not None else None
    if written is not None and len(specs) == 1:
        specs[0]["karate"] = written
    bowed = bool(specs and specs[0].get("bowed"))
    numbers = (
        any(m.stats for m in facts.mentions)
        or re.search(r"カラテ|工作力|耐久力", facts.text)
        or R.player_number(facts, "damage_zone", def_side) is not None
    )
    if not numbers and not bowed:
        return None  # a question about アイサツ in general, not a situation
    if at_player and aimed is None and not passive and not bowed and "kousaku" not in specs[0]:
        return Unsupported(
            "アイサツ対象(相手プレイヤーか相手のキャラクターか)と、その対象に効く数値(工作力、または"
            "相手のキャラクターの耐久力)が書かれていないため、シミュレーションしていません。"
        )

    defenders: list[dict[str, Any]] = []
    if target is not None:
        durability = stat(target, "durability")
        if durability is None:
            durability = R.loose_stat(facts, "durability", [target])
        if durability is None and not bowed:
            return Unsupported(
                "アイサツされるキャラクターの耐久力が書かれていないため、殺されるかを決められません。"
            )
        spec = _card("b", "アイサツされるキャラクター", durability, R.keywords(facts, target))
        if gain := R.gained(facts, target):
            spec["gained"] = gain
        if gain := ikusa_gained(facts, target):  # 「このイクサ中+0/+3」: ends at 706.8a, the damage stays
            spec["ikusa_gained"] = gain
        standing = R.standing_damage(facts, target)
        if standing:
            spec["damage"] = standing
        if _lying(facts, target):  # 704.4: any character of the opponent, upright or bowed
            spec["bowed"] = True
        defenders.append(spec)
    others = [m for m in facts.mentions if m not in attackers and m is not target and m.side != atk_side
              and (pair is None or m.start != pair.start)]  # fmt: skip
    for i, m in enumerate(others):
        # a ウケミ card matters on top of a deck (deck_top_ukemi), not on the field
        kws = [k for k in R.keywords(facts, m) if k != "ウケミ"]
        if kws and target is not None and defenders and restated_target(facts, m, target):
            defenders[0]["keywords"] = list(dict.fromkeys([*defenders[0].get("keywords", ()), *kws]))
            continue  # 「…キャラにアイサツした。相手のキャラはサツバツ持ち」: the target's own keyword
        if kws or "durability" in m.stats:
            label = f"{kws[0]}を持つキャラクター" if kws else "相手の別のキャラクター"
            durability = stat(m, "durability")
            if durability is None and kws and target is None:
                # 「相手のキャラがインターラプトとサツバツを持ってて耐久力3」: written past the keywords
                durability = R.loose_stat(facts, "durability", [m])
            defenders.append(_card(f"c{i + 1}", label, durability, kws))
        elif at_player and m.role is None and _on_field(facts, m):  # 「相手の場にキャラが2体いるけど」
            for j in range(R.copies(facts, m)):
                defenders.append(_card(f"c{i + 1}-{j + 1}", "相手の場のキャラクター", None, []))
    interrupting = any(INTERRUPTS & set(d.get("keywords", ())) for d in defenders) and not asks(
        facts, _NO_INTERRUPT
    )

    assumed: list[str] = []
    if at_player and interrupting and asks(facts, RESULT_ASKED):
        # whether the player loses to this アイサツ does not turn on the numbers of the redirected fight
        for what, cards, key in (("カラテ", specs, "karate"), ("耐久力", defenders, "durability")):
            for card in cards:
                if key not in card and (key == "karate" or INTERRUPTS & set(card.get("keywords", ()))):
                    card[key] = 1 if key == "karate" else 2
                    assumed.append(
                        f"{what}が書かれていないため{card[key]}としてシミュレーションしています"
                        "(プレイヤーが敗北するかはこの数値によりません)。"
                    )
    if not bowed:
        # an インターラプト turns an アイサツ on the player into one on the card: カラテ decides
        need = "kousaku" if at_player and not interrupting else "karate"
        if any(need not in s for s in specs):
            hurt = facts.numbers.get("damage_points")
            if need == "karate" and hurt is not None and not (target and R.standing_damage(facts, target)):
                for s in specs:
                    s.setdefault("karate", hurt)
            else:
                word = "工作力" if at_player else "カラテ"
                return Unsupported(
                    f"アイサツするキャラクターの{word}が書かれていないため、与えるイクサダメージを決められません。"
                )
        if interrupting and (
            any("karate" not in s for s in specs) or any("durability" not in d for d in defenders)
        ):
            return Unsupported(
                "インターラプトの結果は、アイサツするキャラクターのカラテとインターラプトするキャラクターの"
                "耐久力で決まりますが、その数値が書かれていないためシミュレーションしていません。"
            )

    if _several_ukemi(facts.text) and R.deck_top_ukemi(facts.text) is not None:
        return Unsupported(  # 「めくった2枚ともウケミ持ち」: the run reveals one ウケミ card (audit 17s)
            "めくれた複数のカードがウケミを持つ場合は、ウケミを持つカード1枚としてしかシミュレーションできないため、"
            "ダメージ・ゾーンの枚数を判定していません(1104.3、1104.4)。"
        )
    payload = _payload(facts, specs, defenders, at_player, def_side, interrupting)
    sides = R.sides(facts, turn_of=atk_side)
    # what the damage checks reveal decides the damage zone (and a defeat), not how many there are
    zone_matters = at_player and (
        {"damage_zone", "deck"} & set(payload["player2"]) or asks(facts, RESULT_ASKED + r"|ダメージ・?ゾーン")
    )
    checks = any(s.get("kousaku", 1) > 0 for s in specs) and "deck_top" not in payload["player2"]
    notes = (R.ASSUMED_DECK,) if zone_matters and checks and not (bowed or interrupting) else ()
    notes = (*notes, *dict.fromkeys(assumed))
    given = {"zone_given": "damage_zone" in payload["player2"], "deck_given": "deck" in payload["player2"]}
    head = headline(
        facts, sides, defenders, at_player, tell_zone=bool(zone_matters), stats_assumed=bool(assumed), **given
    )
    return BuiltScenario(f"{GAME}.aisatsu", payload, R.tell(head, sides, limit=5), notes)


def _on_field(facts: Facts, card: CardMention) -> bool:
    """A card said to be there: 「相手の場にキャラが2体いる」「こっちにはインターラプト持ち(耐久力2)がいる」
    (its stats in parentheses may stand between)."""
    before = facts.text[max(0, card.start - 6) : card.start]
    after = re.sub(r"^\s*\([^()]*\)", "", facts.text[card.end : card.end + 24])[:12]
    return "場" in before or bool(
        re.match(r"\s*[がは]\s*(?:[0-9]+\s*(?:体|人))?\s*(?:だけ|も)?\s*い[るてまた]", after)
    )


def _instrument(facts: Facts) -> Facts:
    """「カラテ2でアイサツされた耐久力3の自分のキャラ」: a stat followed by 「でアイサツされた」 is the
    attacker's, not the defending card's written after it (it is left unclaimed for `loose_stat`)."""
    for m in re.finditer(
        r"(カラテ|工作力)(?:が|は)?\s*([0-9]+)\s*で(?:アイサツ|攻撃|アタック|殴)(?:を)?(?:され|受け|くら|食ら)",
        facts.text,
    ):
        key, value = ("karate" if m.group(1) == "カラテ" else "craft"), int(m.group(2))
        owner = next((c for c in facts.mentions if c.start > m.end() and c.stats.get(key) == value), None)
        if owner is not None and "durability" in owner.stats:
            kept = {k: v for k, v in owner.stats.items() if k != key}
            facts = replace(
                facts, mentions=tuple(replace(c, stats=kept) if c is owner else c for c in facts.mentions)
            )
    return facts


def _lying(facts: Facts, card: CardMention) -> bool:
    """「オジギ状態の相手キャラ」「相手のキャラがオジギ状態(横向き)なんだけど」: the card is bowed."""
    after = facts.text[card.end : card.end + 16]
    said = re.match(
        r"\s*(?:\([^()]*\))?\s*(?:が|は|も)\s*(?:もう|すでに|既に)?\s*(?:オジギ|横向き|横に|寝て)", after
    )
    return said is not None or "rested" in card.states


def _takes_over(facts: Facts, card: CardMention) -> bool:
    """「インターラプト持ちの自分のキャラで相手のアイサツを受けたら」: the アイサツ is aimed at the player
    and the インターラプト card takes it over (1402.2), it is not the card aimed at."""
    receives = re.match(r"\s*(?:\([^()]*\))?\s*で", facts.text[card.end :])
    return receives is not None and "インターラプト" in R.keywords(facts, card)


def _karate_after(facts: Facts, card: CardMention) -> int | None:
    """「相手のニンジャ(耐久力4)にカラテ4で」: a カラテ written after the target is the アイサツ's."""
    m = re.match(
        r"\s*(?:\([^()]*\))?\s*(?:に|へ|を)、?\s*カラテ(?:が|は)?\s*([0-9]+)", facts.text[card.end :]
    )
    return int(m.group(1)) if m else None


def _share_stats(facts: Facts, pair: CardMention) -> Facts:
    mentions = tuple(
        replace(m, stats={**pair.stats, **m.stats}) if m.kind == pair.kind else m for m in facts.mentions
    )
    return replace(facts, mentions=mentions)


def _card(uid: str, name: str, durability: int | None, keywords: list[str]) -> dict[str, Any]:
    spec: dict[str, Any] = {"id": uid, "name": name}
    if durability is not None:
        spec["durability"] = durability
    if keywords:
        spec["keywords"] = list(dict.fromkeys(keywords))
    return spec


def _attackers(facts: Facts, attackers: list[CardMention]) -> list[dict[str, Any]]:
    specs: list[dict[str, Any]] = []
    pool: list[CardMention | None] = [*attackers] or [None]
    for m in pool:
        for _ in range(R.copies(facts, m) if m is not None else 1):
            n = len(specs) + 1
            spec: dict[str, Any] = {"id": "a" if n == 1 else f"a{n}"}
            spec["name"] = "アイサツするキャラクター" if n == 1 else f"アイサツするキャラクター{n}"
            for key, name in (("karate", "karate"), ("craft", "kousaku")):
                value = stat(m, key)
                if value is None and len(attackers) <= 1:
                    value = R.loose_stat(facts, key, attackers)
                if value is not None:
                    spec[name] = value
            if m is not None and "rested" in m.states:
                spec["bowed"] = True
            if m is not None and (gain := R.gained(facts, m)):
                spec["gained"] = gain
            if m is not None and (gain := ikusa_gained(facts, m)):
                spec["ikusa_gained"] = gain
            if m is not None and "インターラプトされない" in R.keywords(facts, m):
                spec["keywords"] = ["インターラプトされない"]
            specs.append(spec)
    return specs


# 「めくった2枚ともウケミ持ち」「どっちもウケミ持ち」: ウケミ told of more than one revealed card
_SEVERAL_UKEMI = re.compile(
    r"(?:[2-9２-９二三四五]\s*枚\s*(?:とも|全部|すべて|全て|が|は|も)?|どっちも|どちらも|両方|全部|すべて|全て|いずれも)"
    r"(?:(?!うち|中|[0-9０-９一])[^。?？]){0,8}?ウケミ(?:能力)?\s*(?:を)?\s*(?:持ち|持って|持つ|付き|あり|有り|だ|で)"
)


def _several_ukemi(text: str) -> bool:
    return _SEVERAL_UKEMI.search(text) is not None


def _payload(
    facts: Facts,
    specs: list[dict[str, Any]],
    defenders: list[dict[str, Any]],
    at_player: bool,
    def_side: str,
    interrupting: bool,
) -> dict[str, Any]:
    defending: dict[str, Any] = {"field": defenders}
    zone = R.player_number(facts, "damage_zone", def_side)
    if zone is not None:
        defending["damage_zone"] = zone
    top = R.deck_top_ukemi(facts.text)
    decks = R.deck_counts(facts)
    deck = decks.get(def_side, decks.get("unsaid"))
    if top is not None:
        defending["deck_top"] = [top]
    if top is not None and R.deck_told_as_top(facts):
        deck = None  # 「山札の上2枚のうち1枚目はウケミ持ち」: the deck's size is not told (1104.2)
    if deck is not None:
        defending["deck"] = max(deck - (1 if top is not None else 0), 0)
    aim = "player2" if at_player else "b"
    attacking: dict[str, Any] = {"field": specs}
    own = facts.players.get("self" if def_side == "opponent" else "opponent", {}).get("damage_zone")
    if own is not None or (zone is not None and R.both_players(facts)):
        attacking["damage_zone"] = own if own is not None else zone  # 「お互い9枚」: each player's count
    actions: list[dict[str, Any]] = [{"kind": "aisatsu", "attacker": s["id"], "target": aim} for s in specs]
    if asks(facts, R.LASTING):
        actions.append({"kind": "end_phase"})
    payload: dict[str, Any] = {
        "phase": "ikusa",
        "player1": attacking,
        "player2": defending,
        "actions": actions,
    }
    holder = next(
        (d["id"] for d in defenders if INTERRUPTS & set(d.get("keywords", ())) and d["id"] != "b"), None
    )
    if interrupting and len(specs) == 1 and holder is not None:
        # one アイサツ: the インターラプト is tried explicitly, so a refusal cites why (705.3a, 1402.2)
        actions.insert(1, {"kind": "interrupt", "card": holder})
    elif interrupting:
        payload["choices"] = {"interrupt": "first"}
    return payload
