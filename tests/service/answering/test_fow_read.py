"""Reading Force of Will questions: objects of §10 verbs, their sides and counts, and the numbers
(damage, prevention, 防御力, life, will pools and costs) in varied phrasings."""

from __future__ import annotations

from service.answering.extract import extract
from service.answering.scenarios import fow_read as R


def test_fow_read_objects_of_verbs() -> None:
    text = extract("相手プレイヤーと相手のリゾネイター2体それぞれに300ダメージ").text
    got = [(o.kind, o.side, o.count) for o in R.objects_of(text, "ダメージ")]
    assert got == [("player", "opponent", 1), ("resonator", "opponent", 2)]
    text = extract("自分のJ/リゾネイターが500ダメージを受ける").text
    assert [(o.word, o.side) for o in R.objects_of(text, "与え", passive="受け")] == [
        ("J/リゾネイター", "self")
    ]
    # 「1体につき」 counts, it is not a target; 「ルーラーエリア」 is an area, not a ルーラー
    assert R.objects_of(extract("場のリゾネイター1体につき100ダメージ").text, "ダメージ") == []
    assert [m.word for m in R.mentions("相手のルーラーエリアにあるルーラー")] == ["ルーラー"]


def test_fow_read_numbers() -> None:
    text = extract("もう２００ダメージ受けてる防御力５００のリゾネイターに、さらに３００点のダメージ").text
    assert (R.prior_damage(text), R.damage_amount(text), R.stat(text, "防御力")) == (200, 300, 500)
    assert R.prior_damage("ダメージが200蓄積しているリゾネイターに100ダメージ") == 200
    assert R.damage_amount("500ダメージを受けたら") == 500 and R.prior_damage("500ダメージを受けたら") is None
    assert R.per_each(extract("手札一枚につき百ダメージ").text) == 100
    assert R.prevention("200点軽減") == 200 and R.prevention("すべて軽減") == "all"
    assert R.prevention("ダメージを軽減する") == "all"  # 10.17.1.2: prevented without points
    assert R.no_defense("防御力を持たないカード") and not R.no_defense("防御力500")
    assert R.counted(extract("場にリゾネイターが４体いる").text, "場に") == 4
    assert R.life("ライフ500の相手に") == {"opponent": 500}


def test_fow_read_will() -> None:
    text = "光のウィル2点と属性のないウィル1点。コストは[光][2]"
    assert R.will_pool(text) == {"光": 2, "無": 1} and R.will_cost(text) == {"光": 1, "無": 2}
    assert R.will_pool("月の特質を持つ闇のウィル1点") == {"月": 1}
    assert R.will_pool("月の特質を持たない光のウィルで払う") == {"光": 1}
    assert R.will_cost("コスト4のリゾネイター") == {"無": 4} and R.will_cost("[水][水]") == {"水": 2}
    assert R.will_short_by("ウィルが1点足りない") == 1
