"""What the tests in tests/ci share: failures collected, not raised, so one
run names every broken promise; the exit status and last line from them."""
FAILS = []


def fail(msg):
    print("FAIL:", msg)
    FAILS.append(msg)


def finish(label):
    """Prints the verdict line of test `label` and returns its exit status."""
    if FAILS:
        print("%s: %d failure(s)" % (label, len(FAILS)))
        return 1
    print("%s: ok" % label)
    return 0
