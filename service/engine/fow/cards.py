"""§10 operations on a card's state: 10.12 レスト/リカバー, 10.21 カウンター, 10.19.3 [A/B]を得る,
10.5 召喚 / 10.11 無効 on the chase, and 10.1 アディションの設置.

``verify_<op>(game, action)`` raises `IllegalAction`, ``<op>(game, action)`` acts.
"""

from __future__ import annotations

from service.engine.core import PLAYERS, Action, Card
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.fow.game import (
    ADDITION_PREFIX,
    ZONE_NAMES,
    FowGame,
    attack_of,
    defense_of,
    parse_modifier,
)
from service.engine.fow.will import check_payable, cost_of, pay_will

# What an [アディション:○○] may be set on (10.1.2: a card of kind ○○ on the field).
ATTACH_KINDS: dict[str, tuple[str, ...]] = {
    "フィールド": (),
    "リゾネイター": ("resonator",),
    "J/リゾネイター": ("resonator", "j_ruler"),
    "Jルーラー": ("j_ruler",),
}


def report_stats(game: FowGame, card: Card, rules: tuple[str, ...]) -> None:
    """The card's 攻撃力/防御力 after a modification, then what its damage now means."""
    dfn = defense_of(card)
    text = f"{card.name} の攻撃力は{attack_of(card)}" + (f"・防御力は{dfn}" if dfn is not None else "")
    game.emit("stats", f"{text}になる", rules, card=card.uid, atk=attack_of(card), defense=dfn)
    game.note_damage_vs_defense(card)


# ----- 10.12 レストする/リカバーする -------------------------------------------------------------
def verify_rest(game: FowGame, action: Action) -> None:
    _, _, card = game.card(action.params.get("card"), ("10.12.1",))
    if action.params.get("symbol") and card.flags.get("rested"):
        raise IllegalAction(
            "not_recovered",
            "[レスト]は‘リカバー状態のこのカードをレストする’ことなので、"
            f"レスト状態の {card.name} では実行できません",
            ("10.12.2",),
        )


def rest(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    rules = ("10.12.2", "10.12.1") if action.params.get("symbol") else ("10.12.1",)
    game.set_flag(card, "rested", True, rules, f"{card.name} をレストする")


def verify_recover(game: FowGame, action: Action) -> None:
    game.card(action.params.get("card"), ("10.12.1",))


def recover(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    game.set_flag(card, "rested", False, ("10.12.1",), f"{card.name} をリカバーする")


# ----- 10.21 カウンターを置く / 10.19.3 [A/B]を得る ---------------------------------------------------
def verify_put_counter(game: FowGame, action: Action) -> None:
    game.card(action.params.get("card"), ("10.21.1",))
    if not action.params.get("name"):
        raise IllegalAction("no_name", "カウンターの名称が必要です", ("10.21.1",))


def put_counter(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    name, n = str(action.params["name"]), int(action.params.get("n", 1))
    if n <= 0:  # placing no counter changes nothing, so no placement is narrated
        game.emit("note", f"{card.name} に置く《{name}》カウンターは0個なので、何も置かれない", ("10.21.1",))
        return
    counters = dict(card.flags.get("counters", {}))
    before = counters.get(name, 0)
    counters[name] = before + n
    same = ("10.21.1.2",) if before or n > 1 else ()  # one name, one counter, whoever placed it
    game.set_flag(
        card,
        "counters",
        counters,
        ("10.21.1", *same),
        f"{card.name} に《{name}》カウンターを{n}個置く(《{name}》カウンターは{counters[name]}個)",
    )
    if parse_modifier(name) is None:
        return
    if card.kind in ("resonator", "j_ruler"):
        report_stats(game, card, ("10.21.2", "10.19.3"))
    else:
        game.emit("note", f"{card.name} は J/リゾネイターではないので[{name}]を得ない", ("10.21.2",))


def verify_gain_modifier(game: FowGame, action: Action) -> None:
    game.card(action.params.get("card"), ("10.19.3",))
    if parse_modifier(str(action.params.get("modifier", ""))) is None:
        raise IllegalAction("bad_modifier", "数値修正は‘[+A/+B]’の形で指定します(例 +300/-200)", ("10.19.3",))


def gain_modifier(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    pair = parse_modifier(str(action.params["modifier"]))
    assert pair is not None  # verified
    gained = [*card.flags.get("modifiers", ()), [pair[0], pair[1]]]
    game.set_flag(card, "modifiers", gained, ("10.19.3",), f"{card.name} が[{pair[0]:+d}/{pair[1]:+d}]を得る")
    report_stats(game, card, ("10.19.3",))


# ----- 10.5 召喚する / 10.11 無効にする ------------------------------------------------------------
def verify_summon(game: FowGame, action: Action) -> None:
    _, zone, card = game.card(action.params.get("card"), ("10.5.1",))
    if card.kind != "resonator" or zone in ("field", "chase"):
        raise IllegalAction("not_resonator", "召喚できるのはリゾネイターカードです", ("10.5.1",))
    if action.params.get("pay"):
        check_payable(game, action.player, cost_of(action.params, "pay"), ("10.2.4", "10.2.3"))


def summon(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    if action.params.get("pay"):
        pay_will(
            game, Action("pay_will", action.player, {"cost": action.params["pay"]}), ("10.2.1", "10.2.3")
        )
    game.move_card(
        card, card.owner, "chase", ("10.5.1",), f"{card.name} をチェイスエリアの一番上に召喚呪文として置く"
    )
    card.flags["summon"] = True
    game.chase.append(card.uid)


def verify_resolve_chase(game: FowGame, action: Action) -> None:
    if not game.chase:
        raise IllegalAction("empty_chase", "チェイスエリアにカードがありません", ("10.5.2",))
    top = None if is_ability(game.chase[-1]) else game.find(game.chase[-1])[2]
    if top is None or (top.kind != "resonator" and "deals" not in top.flags):
        # a played ability, or a spell cast with no damage told: what it does is not modelled
        raise InvalidScenario(
            "operations", "チェイスエリアのスペルの解決はモデル化していません(無効にすることはできます)"
        )


def resolve_chase(game: FowGame, action: Action) -> None:
    card: Card = game.find(game.chase.pop())[2]  # a 召喚呪文, or a spell cast with its damage told
    if "deals" in card.flags:
        _resolve_damage(game, card)
        return
    game.move_card(
        card, card.owner, "field", ("10.5.2",), f"{card.name} がチェイス上から解決されて場に出た(召喚された)"
    )


def verify_put_onto_field(game: FowGame, action: Action) -> None:
    _, zone, card = game.card(action.params.get("card"), ("10.5.2",))
    if zone in ("field", "chase") or card.kind not in ("resonator", "j_ruler"):
        raise IllegalAction("not_put", f"{card.name} は場に直接出せるリゾネイターではありません", ("10.5.2",))


def put_onto_field(game: FowGame, action: Action) -> None:
    """An effect puts a resonator onto the field directly: it enters the field, but it did not
    resolve from the chase, so it was not ‘召喚された’ (10.5.2)."""
    card = game.find(str(action.params["card"]))[2]
    game.move_card(
        card, card.owner, "field", ("10.5.2",),
        f"{card.name} を直接場に出す(チェイス上から解決されて場に出たのではないので‘召喚された’ではない)",
    )  # fmt: skip


def verify_trigger(game: FowGame, action: Action) -> None:
    """Whether the card's own 『このカードが召喚されたとき』 ‘発動した’ (10.14.1: its condition met, it
    became triggered): only when the card itself resolved from the chase onto the field (10.5.2) —
    a resonator put onto the field directly was not summoned. Asked after the card entered."""
    _, _, card = game.card(action.params.get("card"), ("10.14.1",))
    if not any(t.get("on") == "summoned" for t in game.printed.get(card.uid, {}).get("triggers", ())):
        raise InvalidScenario("operations", f"{card.name} に『召喚されたとき』の誘発能力がありません")
    if action.params.get("watching"):  # a card in play watching other resonators' summons
        _verify_watcher(game, card)
        return
    summoned = any(
        e.type == "move" and e.data.get("card") == card.uid and e.data.get("from_zone") == "chase"
        and e.data.get("to_zone") == "field" and "10.5.2" in e.rules
        for e in game.events
    )  # fmt: skip
    if not summoned or not any(e.type == "trigger" and e.data.get("card") == card.uid for e in game.events):
        raise IllegalAction(
            "not_triggered",
            f"{card.name} はチェイス上から解決されて場に出ていない(‘召喚された’ではない)ので、"
            "『召喚されたとき』の誘発条件は満たされず、その能力は発動しません",
            ("10.14.1", "10.5.2"),
        )


def _verify_watcher(game: FowGame, card: Card) -> None:
    """A card in play watching others' summons (「あなたのリゾネイターが召喚されたとき」 on the field): its
    ability ‘発動した’ (10.14.1) only if a resonator its text names resolved from the chase onto the field
    (10.5.2) — not one put there directly, nor a 召喚呪文 negated on the chase (10.11.1)."""
    if any(e.type == "trigger" and e.data.get("card") == card.uid for e in game.events):
        return
    resolved = any(
        e.type == "move" and e.data.get("from_zone") == "chase" and e.data.get("to_zone") == "field"
        and "10.5.2" in e.rules
        for e in game.events
    )  # fmt: skip
    negated = any(e.type == "move" and "10.11.1" in e.rules for e in game.events)
    rules: tuple[str, ...]
    if resolved:  # summoned, but by a player its text does not name (「あなたの」「相手の」)
        why, rules = (
            "召喚されたリゾネイターはその誘発条件が指すプレイヤーのものではない",
            ("10.14.1", "10.5.2"),
        )
    elif negated:
        why = "召喚呪文は無効にされてチェイスエリアから取り除かれ、チェイス上から解決されて場に出ていない"
        rules = ("10.14.1", "10.5.2", "10.11.1")
    else:
        why, rules = (
            "チェイス上から解決されて場に出たリゾネイター(‘召喚された’リゾネイター)がない",
            ("10.14.1", "10.5.2"),
        )
    raise IllegalAction(
        "not_triggered",
        f"{why}ので、{card.name} の『召喚されたとき』の誘発条件は満たされず、その能力は発動しません",
        rules,
    )


def trigger(game: FowGame, action: Action) -> None:
    """Nothing more happens: the ability became triggered, and resolved, when its condition was met
    (`triggers.fire`); the verification above is what this operation asks."""


def verify_cast(game: FowGame, action: Action) -> None:
    owner, zone, card = game.card(action.params.get("card"), ("10.7",))
    if zone != "hand" or owner != action.player or card.kind in ("resonator", "addition", "stone"):
        raise IllegalAction(
            "not_castable", f"{card.name} は自分の手札からチェイスエリアに置くスペルではありません", ("10.7",)
        )
    for t in action.params.get("targets") or []:
        if t not in PLAYERS:
            game.card(t, ("10.7.1",))


def cast(game: FowGame, action: Action) -> None:
    """A spell played from the hand is put onto the chase area (10.7: チェイスする is playing a
    new card and putting it there); a resonator goes there by ``summon`` (10.5.1). With ``targets``
    and ``amount`` it is a damage spell whose targets are chosen as it is played: the choice a copy
    of it keeps (10.16.1.3) and what its resolution deals (10.6.1)."""
    card = game.find(str(action.params["card"]))[2]
    game.move_card(card, card.owner, "chase", ("10.7",), f"{card.name} をプレイしてチェイスエリアに置く")
    game.chase.append(card.uid)
    targets = [str(t) for t in action.params.get("targets") or []]
    if targets and int(action.params.get("amount") or 0) > 0:
        card.flags["deals"] = int(action.params["amount"])
        whom = "、".join(game.label(t) for t in targets)
        game.set_flag(card, "chosen", targets, ("10.7.1",), f"{card.name} の対象として {whom} を選ぶ")


def _resolve_damage(game: FowGame, card: Card) -> None:
    """A damage spell (or its copy) resolves: its damage to the targets chosen (10.6.1; a copy's are
    the original's, 10.16.1.3). A copy then leaves the chase area and vanishes (10.16.1.1); where
    the resolved spell card itself goes is not in the §10 held, so it is left in the チェイスエリア."""
    from service.engine.fow.ops import deal_damage  # ops imports this module

    rules = ("10.16.1.3",) if card.flags.get("virtual") else ()
    targets = [t for t in card.flags.get("chosen", []) if t in PLAYERS or _present(game, t)]
    game.emit("resolve", f"{card.name} がチェイス上から解決される", ("10.7.1", *rules), card=card.uid)
    if targets:
        deal_damage(
            game, Action("deal_damage", card.owner, {"targets": targets, "amount": card.flags["deals"]})
        )
    if card.flags.get("virtual"):
        seat, zone, _ = game.find(card.uid)
        game.zone(seat, zone).remove(card)
        game.emit("vanish", f"{card.name} はチェイスエリアを離れて消滅する", ("10.16.1.1",), card=card.uid)
    else:
        where = "置き場所は収録された§10にないため、チェイスエリアに残す"
        game.set_flag(card, "resolved", True, ("10.7.1",), f"解決した {card.name} の{where}")


def _present(game: FowGame, uid: str) -> bool:
    try:
        return game.find(uid)[1] == "field"
    except IllegalAction:
        return False


# an ability played onto the chase area is listed there by its source: ``ability:<card id>``
ABILITY_PREFIX = "ability:"


def is_ability(entry: str) -> bool:
    return entry.startswith(ABILITY_PREFIX)


def verify_play_ability(game: FowGame, action: Action) -> None:
    owner, zone, card = game.card(action.params.get("card"), ("10.7",))
    if owner != action.player or zone not in ("field", "ruler_area", "stone_area"):
        raise IllegalAction("not_in_play", f"{card.name} は自分の場のカードではありません", ("10.7",))
    if ABILITY_PREFIX + card.uid in game.chase:
        raise IllegalAction(
            "already_on_chase", f"{card.name} の能力はすでにチェイスエリアにあります", ("10.7",)
        )


def play_ability(game: FowGame, action: Action) -> None:
    """10.7: an ability (not a triggered one) played and put onto the chase area; its source card
    stays where it is."""
    card = game.find(str(action.params["card"]))[2]
    game.chase.append(ABILITY_PREFIX + card.uid)
    game.emit("chase", f"{card.name} の能力をプレイしてチェイスエリアに置く({card.name} 自身は移動しない)",
              ("10.7",), ability=ABILITY_PREFIX + card.uid, card=card.uid)  # fmt: skip


def verify_negate(game: FowGame, action: Action) -> None:
    if str(action.params.get("card")) not in game.chase:
        raise IllegalAction("not_on_chase", "無効にできるのはチェイスエリアのカードや能力です", ("10.11.1",))


def negate(game: FowGame, action: Action) -> None:
    uid = str(action.params["card"])
    game.chase.remove(uid)
    if is_ability(uid):  # 10.11.1: an ability is only removed; no card is put anywhere
        source = game.find(uid[len(ABILITY_PREFIX) :])[2]
        game.emit("negate", f"{source.name} の能力を無効にし、チェイスエリアから取り除く(カードは移動しない)",
                  ("10.11.1",), ability=uid, card=source.uid)  # fmt: skip
        return
    card = game.find(uid)[2]
    game.move_card(card, card.owner, "graveyard", ("10.11.1",), f"{card.name} を無効にし持ち主の墓地に置く")


# ----- 10.1 アディションする/設置する ------------------------------------------------------------
def attach_kind(card: Card) -> str:
    """The ○○ of the card's [アディション:○○] keyword (フィールド when unsaid)."""
    for k in card.keywords:
        if k.startswith(ADDITION_PREFIX):
            return k[len(ADDITION_PREFIX) :]
    return "フィールド"


# 10.1.2: a card that another effect forbids to take an addition is no legal host
NO_ADDITION = "アディションを設置できない"


def _fits(addition: Card, host: Card) -> bool:
    return host.kind in ATTACH_KINDS.get(attach_kind(addition), ()) and NO_ADDITION not in host.keywords


def _hosts(game: FowGame, player: str, addition: Card) -> list[Card]:
    """10.1.2: the cards of either field that can legally take `addition`, the player's first."""
    return [c for p in (player, *PLAYERS) for c in game.zone(p, "field") if _fits(addition, c)]


def verify_set_addition(game: FowGame, action: Action) -> None:
    _, zone, card = game.card(action.params.get("card"), ("10.1.1",))
    if card.kind != "addition":
        raise IllegalAction("not_addition", f"{card.name} は種類が[アディション]ではありません", ("10.1.1",))
    if zone == "field":
        raise IllegalAction("already_set", f"{card.name} はすでに場にあります", ("10.1.1",))
    if attach_kind(card) not in ATTACH_KINDS:
        raise IllegalAction("bad_addition", f"[アディション:{attach_kind(card)}] は扱えません", ("10.1.2",))
    target = action.params.get("target")
    if target is not None:
        _, host_zone, host = game.card(target, ("10.1.1",))
        if host_zone != "field" or not _fits(card, host):
            raise IllegalAction(
                "cannot_attach",
                f"{host.name} は[アディション:{attach_kind(card)}]を設置できる場のカードではありません",
                ("10.1.2",),
            )
    elif attach_kind(card) != "フィールド" and not _hosts(game, action.player, card):
        # 10.1.2: with no card that can legally take it, it stays in the area it is in
        raise IllegalAction(
            "no_legal_host",
            f"[アディション:{attach_kind(card)}]を適正に設置できるカードが場にないため、{card.name} は"
            f"場に出ず、現在の領域({ZONE_NAMES.get(zone, zone)})にとどまります",
            ("10.1.2",),
        )


def set_addition(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    kind = attach_kind(card)
    if kind == "フィールド":
        game.move_card(card, action.player, "field", ("10.1.1",), f"{card.name} を場に出す")
        return
    target = action.params.get("target")
    if target is not None:
        host = game.find(str(target))[2]
        rules: tuple[str, ...] = ("10.1.1",)
    else:  # 10.1.2: entering the field some other way, it is set on any card that can legally take it
        host, rules = _hosts(game, action.player, card)[0], ("10.1.2",)  # verified: one exists
    game.move_card(card, action.player, "field", rules, f"{card.name} を場に出す")
    game.set_flag(card, "attached_to", host.uid, rules, f"{card.name} を {host.name} に設置する")
