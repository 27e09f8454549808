import random
from collections import Counter
from fractions import Fraction

import pytest

from games.core.chance import check_distribution, sample


def test_distribution_must_sum_to_exactly_one():
    check_distribution([("a", Fraction(1, 3)), ("b", Fraction(2, 3))])
    with pytest.raises(ValueError, match="sum to 1/2"):
        check_distribution([("a", Fraction(1, 4)), ("b", Fraction(1, 4))])
    with pytest.raises(ValueError, match="positive Fraction"):
        check_distribution([("a", 0.5), ("b", Fraction(1, 2))])


def test_sample_is_reproducible_and_follows_the_odds():
    odds = [(1, Fraction(4, 16)), (2, Fraction(6, 16)), (3, Fraction(4, 16)),
            (4, Fraction(1, 16)), (5, Fraction(1, 16))]
    first = [sample(odds, random.Random(5)) for _ in range(3)]
    assert first == [sample(odds, random.Random(5)) for _ in range(3)]
    rng = random.Random(0)
    counts = Counter(sample(odds, rng) for _ in range(16_000))
    for outcome, p in odds:
        assert abs(counts[outcome] / 16_000 - float(p)) < 0.02
