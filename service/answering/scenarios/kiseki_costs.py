"""軌跡 TCG costs in the 準備フェイズ: CP from the 拠点 and UNIT costs (【援軍】, 【派遣】 from the 拠点).
EVENT costs paid with EP from the 拠点 (1217.2) and BASE plays (1204.2f-3) are planned from the
reading (`plans/kiseki_pools.py`, `plans/kiseki_base.py`). The asker is ``player1`` in its own 配備ステップ.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.reading.lexicon import lexicon
from service.answering.reading.reader import number as read_number
from service.answering.reading.resource_asks import ep_gain_asked
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, number, story
from service.answering.scenarios.kiseki_read import Unit, icons_in, read_units
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_PLAY = r"出せ|出し|出す|プレイ|配備|場に|使え|使う|発動"
# 「拠点に裏向きで置いてる【派遣】持ち」「拠点から出せる?」: the UNIT is played from the 拠点 (1405.1)
_FROM_BASE = r"拠点から|拠点に(?:裏向き|伏せ|置いて|置いた|ある)"
# 「CPは1足りない」「コストが払えない」: the CP said short of the cost, not a count of it
_SHORT = r"(?:CP|コスト)(?:が|は|も)?[^。?？]{0,8}?(?:足りな|足らな|不足|払えな)"
# 「同じ組織のUNITがいる」「同じ組織のUNITが場にいれば」: the asker's field shares the 【援軍】 UNIT's 組織
_SAME_ORG = (
    r"同じ組織(?:の(?:UNIT|ユニット))?(?:が|は|も)\s*(?:(?:自分の|俺の|こっちの)?場に(?:は)?\s*)?"
    r"(?:[0-9]+\s*(?:体|つ)\s*)?(?:い(?:れば|る|て|ます)|あ(?:れば|る|って|ります))"
)
# 「同じ組織のUNITはいない」「場にUNITがいない」「場は空」: a field told to hold none sharing it
_NO_SAME_ORG = (
    r"同じ組織[^。?？]{0,12}?(?:い|あ)(?:ない|ません)|同じ組織(?:が|は)?(?:なし|無し|ゼロ)"
    r"|場(?:に|には|は|が)?\s*(?:UNIT|ユニット)?\s*(?:が|は)?\s*(?:1体も|一体も|何も)?\s*(?:い|あ)(?:ない|ません)"
    r"|場(?:は|が)?\s*(?:空|からっぽ|ゼロ)|(?:UNIT|ユニット)(?:が|は)?\s*(?:0|ゼロ)\s*体"
)
# a count of UNITs or of the field asked, or a play as another card type: not the payment's answer
_NOT_CP = (
    r"何\s*体|(?:UNIT|ユニット|場)[^。?？]{0,8}?(?:何|いく)"
    r"|(?:ITEM|アイテム|EVENT|イベント|BASE|ベース)\s*として"
)
# 「CPは残りいくつ?」「CP何残る?」「出した後、CPはいくつ?」: the CP left after the payment (1204.2h), which
# the run's count — the CP the 配備ステップ gives (703.8a) — is not
_LEFT = r"C\s*P[^。?？]{0,6}(?:残|余)|(?:残り|余り)[^。?？]{0,3}C\s*P|(?:後|あと)\s*[、,]?\s*C\s*P"
_DISPATCH_COUNT = "拠点のカードの枚数には、拠点に裏向きで置かれている【派遣】のUNITも含めて計算しました。"


def base_count(facts: Facts) -> int | None:
    """Cards in the asker's 拠点 (「拠点に3枚」「拠点が１枚」「拠点にレディのカードが2枚」)."""
    if re.search(
        r"拠点(?:に|の|が|は)?[^。?、]{0,12}?(?:1|一)枚も|拠点(?:に|の)?(?:カード)?(?:が|は)?(?:空|ない|無い)",
        facts.text,
    ):
        return 0  # 「拠点に１枚もカードがない」
    said = number(facts, "base", "self")
    if said is not None:
        return said
    # 「拠点ステップで1枚置いた」 names a step, not the 拠点: its 1 is the card put (703.7a), no count
    m = re.search(r"拠点(?!ステップ)(?:に|の|が|は)?(?:[^0-9。?、]{0,12}?)([0-9]+)\s*枚", facts.text)
    return int(m.group(1)) if m else None


_COST_CHANGES = {"cost_down": -1, "cost_up": 1}
# another time or a hypothetical: the told change may not apply to this play
_LATER_TIME = re.compile(r"次の?\s*ターン|次から|来ターン|後で|あとで|以降|もし|(?<!な)たら")
# said after the change, a contrast or the effect used up (「なんだけど」 before it is a filler)
_CONTRAST = re.compile(
    r"(?<!なん)(?<!ん)(?:だ)?けど|けれど|でも|しかし|ただし|だが|使い切|使えな|使わな|切れ|無効|なくなっ|終わっ"
)
_OF_CARD = re.compile(r"(?:UNIT|ユニット|カード)\s*の\s*$")
# 「ITEMのおかげで自分のUNITはCPコストが1軽くなる」: a change said of the asker's UNITs, the played one among
# them (1304.2 applies to every card it names)
_OF_MINE = re.compile(
    r"(?:自分|あなた|俺|こっち|こちら)\s*の\s*(?:UNIT|ユニット)\s*(?:は|が|も|って)?\s*(?:全部|すべて|全て|みんな)?\s*$"
)


def _tied(before: str, said: str) -> bool:
    """The cost change is said of the played card: 「効果で…」「これの…」 (the lexicon match opens with
    it) or 「UNITのコストを…」."""
    return (
        said.startswith(("効果", "これ", "それ", "この", "その"))
        or _OF_CARD.search(before) is not None
        or _OF_MINE.search(before) is not None
    )


# 「さらに1軽くなる」「BASEの効果でも2下がる」: a change told with no コスト of its own
_BARE_CHANGE = re.compile(r"[0-9０-９]+\s*(?:つ|点)?\s*(?:軽く|安く|下が|少なく|重く|高く|上が)")


def _told_number(m: re.Match[str]) -> int | None:
    """The number an entry's match caught: each {N} of an entry is its own group (n, n1 …), and
    「CPコスト-2」 fills the second alternative's (the first's n had been read as no number: withheld)."""
    raw = next((v for k, v in m.groupdict().items() if k[0] == "n" and v), None)
    return read_number(raw) if raw is not None else None


def _the_change(unit: Unit, text: str) -> bool:
    """「自分のUNITはCPコストが1軽くなる」: the 1 read as a UNIT's CPコスト is the change told of them."""
    for entry in lexicon(GAME).entries:
        for m in entry.regex.finditer(text) if entry.concept in _COST_CHANGES else ():
            value = _told_number(m)
            if value == unit.cost and 0 <= m.start() - unit.start <= 16:
                return True
    return False


def told_cost_change(text: str) -> int | None:
    """What the question says an effect takes from or adds to the played card's cost (the game
    lexicon's cost_down / cost_up: 「コストを2軽くできる」 -2, 「コスト+1」 +1; 1304.2/1304.1): 0 when
    none is told, None when more than one is (which card each is of is not read here)."""
    found: list[int] = []
    spans: list[tuple[int, int]] = []
    for entry in lexicon(GAME).entries:
        sign = _COST_CHANGES.get(entry.concept, 0)
        for m in entry.regex.finditer(text) if sign else ():
            spans.append(m.span())
            value = _told_number(m)
            if value is None or value < 0 or not _tied(text[: m.start()], m.group(0)):
                # 「コストを2下げるITEMが場にある」: a card's text whose targets are untold, not a change
                # said of the played card (「これのコストを」「UNITのコストが」「効果でコストが」)
                return None
            if _CONTRAST.search(text, m.end()):
                return None  # 「…下げられるけど、その効果はもう使い切った」: taken back after it is told
            found.append(sign * value)
    if any(not any(a <= m.start() < b for a, b in spans) for m in _BARE_CHANGE.finditer(text)):
        return None  # 「…1軽くなるし、BASEのおかげでさらに1軽くなる」: another change, its noun left out
    if found and _LATER_TIME.search(text):
        return None  # 「効果でコストを1軽くできるのは次のターンから」「もし…たら」: it may not apply now
    return None if len(found) > 1 else sum(found)


# 「拠点ステップで1枚置いた」: the sentence telling the 拠点ステップ's placement (703.7a)
_PLACING = re.compile(r"[^。?？!！]*(?:拠点ステップ|拠点に)[^。?？!！]*置[^。?？!！]*")
# a placement only meant or given up (「置こうと思ったけどやめた」「置けなかった」), or made by someone else
_NOT_DONE = re.compile(r"置こう|置きた|置くつもり|置く予定|置けな|やめ|止め|迷っ")
_THEIRS = re.compile(r"相手|向こう|あっち|敵")
_THIRD = re.compile(r"友達|友人|さん|チームメイト")
_PLACED_COUNT = re.compile(r"([0-9０-９]+|一|二|三)\s*枚")


def one_placed_by_the_asker(text: str, owner: str = "self") -> bool:
    """The told placement is one card (703.7a allows up to 1), made, and by the 拠点's owner (the asker
    unless `owner` is "opponent", who must then be named in it): 「拠点ステップで2枚置いた」 (4 CP had
    been stated for 3 + 2), 「置こうと思ったけどやめた」 and 「相手が拠点ステップで1枚置いた」 (each 4 for
    3) are not the asker's one card."""
    for m in _PLACING.finditer(text):
        said = m.group(0)
        if _NOT_DONE.search(said) or _THIRD.search(said):
            return False
        if (_THEIRS.search(said) is None) == (owner == "opponent"):
            return False  # the opponent's placement for the asker's 拠点, or nobody named for theirs
        step = said[said.find("ステップ") :] if "ステップ" in said else said
        if any(c.group(1) not in ("1", "１", "一") for c in _PLACED_COUNT.finditer(step)):
            return False
    return True


_NEXT_TURN = re.compile(r"次(?:の)?\s*(?:自分の|相手の|俺の)?\s*ターン|来ターン|次回|翌ターン")


def next_turn_asked(text: str) -> bool:
    """The asking sentence is of the next turn (「次のターンの配備ステップでは何CP?」): its 拠点ステップ may
    put one more card in the 拠点 (703.7a), a choice the question leaves open — the run is this turn's."""
    return any(_NEXT_TURN.search(q) for q in re.findall(r"[^。?？!！]*[?？]", text))


def _theirs_asked(facts: Facts) -> bool:
    """The asking sentence is of the opponent (「相手の配備ステップで相手が得るCPは?」) while the 拠点 is
    not told as theirs: the run is of the asker's 拠点."""
    asking = re.findall(r"[^。?？!！]*[?？]", facts.text)
    if not asking or not _THEIRS.search(asking[-1]):
        return False
    return re.search(r"(?:相手|向こう|あっち|敵)\s*の?\s*拠点(?!ステップ)", facts.text) is None


# ----- 配備ステップ: CP and UNIT costs (703.8a, 1204.2f-1, 1403.1) ---------------------------------------
def cp_payment(facts: Facts) -> BuiltScenario | Unsupported | None:
    if re.search(_SHORT, facts.text):
        return None  # 「CPは1足りない」: a payment told short (1204.2i) is no CP count the run could hold
    base = base_count(facts)
    cp = number(facts, "cp", "self")
    cards = [
        u for u in read_units(facts) if u.role not in ("absent", "present") and not _the_change(u, facts.text)
    ]
    costs = [u.cost for u in cards if u.cost is not None]
    if not costs:
        costs = [
            int(m.group(1)) for m in re.finditer(r"(?<!E)(?:CP)?コスト(?:が|は)?\s*([0-9]+)", facts.text)
        ]
    icons = next((u.icons for u in cards if u.icons), frozenset()) if cards else icons_in(facts.text)
    enough = asks(facts, r"CP(?:が|は|も)?(?:十分|足り(?:て|る))")
    if base is None and cp is None and not ("【援軍】" in icons and enough):
        return None
    if ep_gain_asked(facts.text):
        return None  # 「EPは何点得られる?」: the EP of acting ready 拠点 cards (1217.2), not this CP (703.8a)
    if asks(facts, r"手札(?:の枚数|の数)?(?:は|って|が)?\s*(?:何|いく|[?？])"):
        return None  # the hand asked: its count is no payment's, and the run's hand is a stand-in card
    if asks(facts, _NOT_CP):
        # 「出したら場のUNITは何体?」 (1 had been stated from 「CPコスト1」), 「ITEMとして出せる?」 (the run
        # plays it as a UNIT, 1403.1 forbids that play only): not what the payment run answers
        return None
    if any(re.search(_LEFT, q) for q in re.findall(r"[^。?？!！]*[?？]", facts.text)):
        return None  # the CP left after a play is asked, not the CP gained (1204.2h)
    # 「拠点ステップで1枚置いた」, not 「拠点ステップでは何も置かなかった」 (3 CP had been stated for 2)
    placed = asks(facts, r"(?:拠点ステップで[^。?]*|手札[^。?]*拠点に)置(?!か(?:なかっ|ない|ず|なくて))")
    if placed and not one_placed_by_the_asker(facts.text):
        return None  # 2枚 (703.7a: up to 1), 置こうと思ったけどやめた, or another player's placement
    if next_turn_asked(facts.text):
        return None  # 「次のターンの配備ステップでは何CP?」: the run is this turn's (703.7a may add one)
    if _theirs_asked(facts):
        return None  # 「相手が得るCPは?」 with the 拠点 told of nobody's or the asker's
    change = told_cost_change(facts.text)  # 「効果でこれのコストを2軽くできる」 (1304.2, 1204.2f-8)
    if change is None or (change and len(costs) != 1):
        return None  # two changes told, or one with no single card to carry it
    p1: dict[str, Any] = {"base": base or 0, "cp": 0 if base is not None else (cp or 0)}
    if enough and base is None and cp is None:
        p1["cp"] = sum(costs) or 1
    actions: list[dict[str, Any]] = []
    hand: list[dict[str, Any]] = [{"id": "x", "name": "拠点に置く手札"}] if placed else []
    engun = "【援軍】" in icons
    plays = costs or ([1 if enough else 0] if engun else [])
    if plays and asks(facts, _PLAY):
        for n, cost in enumerate(plays, start=1):
            name = f"CPコスト{cost}のUNIT" if costs else "【援軍】を持つUNIT"
            hand.append({"id": f"u{n}", "name": name, "cp_cost": cost, "icons": sorted(icons)})
            if change:
                hand[-1]["cost_change"] = change
            actions.append({"kind": "play_unit", "card": f"u{n}"})
        named = _named_orgs(facts, hand) if engun else None
        shared = False
        if named is not None:
            p1["field"] = named
            orgs = {o for card in hand for o in card.get("orgs", ())}
            shared = any(set(f["orgs"]) & orgs for f in named)
        elif any(u.orgs for u in read_units(facts)):
            return None  # a 組織 named, but not of the 【援軍】 UNIT and a field told whole
        elif asks(facts, _SAME_ORG):
            p1["field"] = [{"id": "f", "name": "同じ組織のUNIT", "orgs": ["遊撃士協会"]}]  # the engine's 組織
            shared = True
        elif engun and not re.search(_NO_SAME_ORG, facts.text):
            return None  # the asker's field untold: whether 1403.1 lets it be played is not said
        if engun and not costs and not (enough and base is None and cp is None) and shared:
            # the 【援軍】 UNIT's CPコスト untold while a CP or 拠点 is: only 1403.1's refusal holds
            # whatever it costs (a stand-in cost 0 had stated 「CPは0。出せる?」 'yes')
            return None
    dispatched = bool(plays) and "【派遣】" in icons and asks(facts, _FROM_BASE)
    if dispatched:
        _dispatch(p1, hand)
    if hand:
        p1["hand"] = hand
    payload: dict[str, Any] = {"phase": "prep" if placed else "deploy", "player1": p1, "actions": actions}
    if placed:
        payload["choices"] = {"base": "first"}
    head = story(
        lambda s: _cp_head(s, base is not None, plays, engun, dispatched, change),
        types=("counter", "rejected", "move"),
        limit=5,
    )
    notes = (_DISPATCH_COUNT,) if dispatched and base else ()
    return BuiltScenario(f"{GAME}.cp", payload, head, notes)


def _named_orgs(facts: Facts, hand: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """「自分の場には身喰らう蛇のUNITしかいない。手札の【援軍】持ちの遊撃士協会UNIT」: the 組織 named for
    the 【援軍】 UNIT (put on the played card) and the asker's field UNITs named with theirs (1403.1).
    None unless the 【援軍】 UNIT's 組織 is told and the field is the named UNITs — one sharing it, or
    all of it (「しかいない」「だけ」); a UNIT of the opponent named with a 組織 is not planned."""
    units = read_units(facts)
    engun = [u for u in units if "【援軍】" in u.icons]
    # 「俺の場に遊撃士協会のUNITはいない」: a UNIT told absent is no field UNIT (it had been run as one
    # sharing the 組織, 'yes' for 'no'); told absent with the 【援軍】 UNIT's 組織, the field has none
    gone = [u for u in units if u.role == "absent" and u.orgs and "【援軍】" not in u.icons]
    field = [u for u in units if u.orgs and "【援軍】" not in u.icons and u.role != "absent"]
    if len(engun) != 1 or not engun[0].orgs or any(u.side == "opponent" for u in field + gone):
        return None
    if not field and not (
        any(engun[0].orgs <= u.orgs for u in gone) and not _other_units(units, engun[0], gone)
    ):
        return None
    if any(not u.orgs and (u.icons or u.str_ or u.def_ or u.cost) for u in units):
        return None  # another UNIT described, its 組織 unsaid
    shared = any(u.orgs & engun[0].orgs for u in field)
    if field and not shared and not re.search(r"しか\s*(?:い|存在し|出てい)|だけ", facts.text):
        return None  # none of the named shares it, and the field may hold more
    for card in hand:
        if "【援軍】" in card.get("icons", []):
            card["orgs"] = sorted(engun[0].orgs)
    return [{"id": f"f{i + 1}", "name": "場のUNIT", "orgs": sorted(u.orgs)} for i, u in enumerate(field)]


def _other_units(units: list[Unit], engun: Unit, gone: list[Unit]) -> bool:
    """A UNIT described besides the 【援軍】 one and those told absent (its 組織 may be shared)."""
    return any(
        u is not engun
        and u not in gone
        and u.role != "absent"
        and (u.orgs or u.icons or u.str_ or u.def_ or u.cost)
        for u in units
    )


def _dispatch(p1: dict[str, Any], hand: list[dict[str, Any]]) -> None:
    """Move the 【派遣】 UNIT from the hand to the 拠点 (face down), counted among the 拠点's cards."""
    unit = hand.pop(next(i for i, c in enumerate(hand) if c["id"] == "u1"))
    unit["face_down"] = True  # 1405.1: it lies face down in the 拠点 (the engine's default, said)
    fillers = max(int(p1["base"]) - 1, 0)
    p1["base"] = [unit, *({"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}"} for i in range(fillers))]


def _cp_head(
    sim: SimulationResult,
    base_said: bool,
    plays: list[int],
    engun: bool = False,
    dispatched: bool = False,
    change: int = 0,
) -> str:
    placed = any(e.type == "move" and "703.7a" in e.rules for e in sim.events)
    gained = next((e.data.get("value") for e in sim.events if "703.8a" in e.rules), None)
    parts = ["拠点ステップで手札を1枚拠点に置けます(703.7a)"] if placed else []
    if change and plays:
        how, rules = ("増え", "1304.1、1204.2f-7") if change > 0 else ("減り", "1304.2、1204.2f-8")
        paid = max(0, plays[0] + change)
        parts.append(f"効果で支払うCPコストは{abs(change)}{how}、{paid}になります({rules})")
    refused = {str(e.data.get("action", {}).get("card")): e for e in sim.events if e.type == "rejected"}
    if dispatched and refused:
        parts.append(
            "【派遣】を持つUNITは拠点に裏向きであれば拠点からプレイできますが、CPコストは支払います(1405.1)"
        )
    elif any("1405.1" in e.rules for e in sim.events):
        parts.append("【派遣】を持つUNITは拠点に裏向きであれば拠点からプレイできます(1405.1)")
    if gained:
        parts.append(f"配備ステップでCPを{gained}得ます(拠点のカード1枚につき1、703.8a)")
    elif base_said and not any(e.data.get("code") == "engun" for e in refused.values()):
        parts.append("拠点にカードがないので、配備ステップでCPは得られません(703.8a)")
    on_field = {
        e.data.get("card") for e in sim.events if e.type == "move" and e.data.get("to_zone") == "field"
    }
    for n, cost in enumerate(plays, start=1):
        uid = f"u{n}"
        unit = "そのUNIT" if len(plays) == 1 else f"{'続けて' if n > 1 else ''}CPコスト{cost}のUNIT"
        why = refused.get(uid)
        if why is not None and why.data.get("code") == "engun":
            parts.append("場に同じ組織がないので、【援軍】を持つカードはUNITとしてプレイできません(1403.1)")
        elif why is not None:
            parts.append(f"{unit}はCPが足りずプレイできません")
        elif uid in on_field and engun:
            parts.append(
                "場に同じ組織のUNITがいるので、【援軍】を持つカードでもUNITとしてプレイできます(1403.1)"
            )
        elif uid in on_field:
            parts.append(f"{unit}はプレイできます")
    if len(plays) > 1:
        parts.append(
            f"{'両方' if len(plays) == 2 else 'すべて'}プレイするにはCPが合計{sum(plays)}必要です(1204.2f-1)"
        )
    return "。".join(parts)


# ----- EP and EVENT costs (1217.2, 1204.2f-2) ----------------------------------------------------------
