"""``wumpus serve`` in a real browser: headless Chromium loads the page, presses keys,
and the game's map comes back over the terminal's websocket.

Needs Debian's ``chromium`` and ``chromium-driver`` (CI installs them); the test
installs nothing itself and is skipped, saying why, where they are missing.
"""

from __future__ import annotations

import base64
import json
import re
import shutil
import time

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")

pytestmark = pytest.mark.skipif(
    not (CHROMIUM and CHROMEDRIVER),
    reason="headless browser test needs Debian's chromium and chromium-driver packages",
)


@pytest.fixture
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--window-size=1280,900"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()


ESCAPES = re.compile(r"\x1b(\[[0-9;?$]*[A-Za-z]|\][^\x07\x1b]*(\x07|\x1b\\)?)")


class Screen:
    """What the game has sent to the browser's terminal so far, as text."""

    def __init__(self, driver):
        self.driver = driver
        self.text = ""

    def pull(self) -> str:
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") != "Network.webSocketFrameReceived":
                continue
            response = message["params"]["response"]
            data = response.get("payloadData", "")
            if response.get("opcode") == 2:
                data = base64.b64decode(data).decode("utf-8", "replace")
            self.text += ESCAPES.sub("", data)
        return self.text

    def wait_for(self, *needles: str, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.pull()
            if all(n in text for n in needles):
                return
            time.sleep(0.2)
        raise AssertionError(f"the browser never showed {needles!r}; last output: {self.text[-400:]!r}")


def test_game_plays_in_a_browser_tab(server, browser):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(server)
    screen = Screen(browser)
    WebDriverWait(browser, 30).until(ec.presence_of_element_located((By.CSS_SELECTOR, ".xterm-helper-textarea")))
    screen.wait_for("Hunt the Wumpus (1973)")  # the title splash
    keys = browser.find_element(By.CSS_SELECTOR, ".xterm-helper-textarea")
    ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, ".xterm-screen")).click().perform()
    keys.send_keys(" ")  # past the title
    screen.wait_for("YOU ARE IN ROOM", "TUNNELS LEAD TO", "you are here")  # log and the map's legend
    before = len(screen.text)
    keys.send_keys("?")  # the help screen answers the key press
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and "ASK SOMEONE" not in screen.pull()[before:]:
        time.sleep(0.2)
    assert "ASK SOMEONE" in screen.text[before:], screen.text[before:][-400:]
