package io.github.tabla.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.tabla.core.AnyGame;
import io.github.tabla.core.Games;
import io.vavr.collection.Seq;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The reference page in a real browser (Debian's Chromium, headless, through its ChromeDriver): a whole
 * round of every game against the Robot by clicks on the board, a refused move and its reason, the Robot's
 * replies, a finished two-round match with its round-end screens, the Hebrew page, and screenshots of the
 * start of every game at phone and desktop width under {@code target/screenshots/}.
 *
 * <p>Where Chromium is not installed the module's {@code no-browser} profile skips these tests, and each
 * says so; {@code apt-get install -y chromium chromium-driver} installs it ({@code .ci/run} does).
 */
@Tag("browser")
class WebBoardBrowserTest {
  private static final Path SHOTS = Path.of("target", "screenshots");
  private static TablaServer server;
  private static WebDriver browser;

  @BeforeAll
  static void start() throws IOException {
    String mode = System.getProperty("tabla.browser", "required");
    String chromium = System.getProperty("tabla.chromium", "/usr/bin/chromium");
    String driver = System.getProperty("tabla.chromedriver", "/usr/bin/chromedriver");
    boolean present = new File(chromium).canExecute() && new File(driver).canExecute();
    if (mode.equals("skip") || !present && !mode.equals("required")) {
      String why = "the browser tests are skipped: Chromium is not installed here (" + chromium
          + "); apt-get install -y chromium chromium-driver installs it";
      System.out.println(why);
      Assumptions.abort(why);
    }
    if (!present) {
      fail("Chromium and its driver are needed at " + chromium + " and " + driver
          + " (apt-get install -y chromium chromium-driver), or run with -Dtabla.browser=skip");
    }
    server = TablaServer.builder().port(0).start();
    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium);
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage", "--hide-scrollbars", "--window-size=1280,900", "--lang=en");
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(driver))
        .usingAnyFreePort().build();
    browser = new ChromeDriver(service, options);
    Files.createDirectories(SHOTS);
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.quit();
    }
    if (server != null) {
      server.close();
    }
  }

  static Seq<AnyGame> games() {
    return Games.all();
  }

  private static Object js(String script, Object... args) {
    return ((JavascriptExecutor) browser).executeScript(script, args);
  }

  private static WebDriverWait waiting(int seconds) {
    return new WebDriverWait(browser, Duration.ofSeconds(seconds));
  }

  private static void open(String lang) {
    browser.get(server.uri() + "?lang=" + lang);
    waiting(10).until(d -> ((JavascriptExecutor) d).executeScript(
        "return document.getElementById('family').options.length > 0"));
  }

  private static void newMatch(AnyGame game, String mode, String level) {
    new Select(browser.findElement(By.id("family"))).selectByValue(game.family());
    new Select(browser.findElement(By.id("variant"))).selectByValue(game.id());
    browser.findElement(By.cssSelector("input[name=mode][value=" + mode + "]")).click();
    if (mode.equals("robot")) {
      new Select(browser.findElement(By.id("level"))).selectByValue(level);
    }
    browser.findElement(By.id("start")).click();
    waiting(10).until(d -> !hidden("play") && idle());
  }

  private static boolean hidden(String id) {
    return Boolean.TRUE.equals(js("return document.getElementById(arguments[0]).hidden", id));
  }

  private static boolean idle() {
    return Boolean.TRUE.equals(js("return S.state !== null && !S.busy"));
  }

  private static void shoot(String name) {
    try {
      File shot = ((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
      Files.copy(shot.toPath(), SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void click(String square) {
    WebElement rect = browser.findElement(By.cssSelector("#board rect.square[data-square='" + square + "']"));
    rect.click();
  }

  /** Plays the human's moves by clicks until the round on the board ends; returns the plies played. */
  @SuppressWarnings("unchecked")
  private static int playRound(int round) {
    for (int ply = 0; ply < 600; ply++) {
      waiting(30).until(d -> idle());
      if (!hidden("overlay")) {
        return ply;
      }
      List<Map<String, Object>> moves = (List<Map<String, Object>>) js("return S.state.position.moves");
      assertFalse(moves.isEmpty(), "a position that goes on has moves");
      Map<String, Object> move = moves.get(ply * 7 % moves.size());
      List<String> path = (List<String>) move.get("path");
      Object before = js("return S.state.match.rounds.map(r => r.moves.length).join(',')");
      if (Boolean.TRUE.equals(move.get("pass"))) {
        // the only legal move: the page shows its pass button
        assertTrue(browser.findElement(By.id("pass")).isDisplayed());
        browser.findElement(By.id("pass")).click();
      } else {
        click(path.get(0));
        click(path.get(path.size() - 1));
      }
      if (browser.findElement(By.id("choices")).isDisplayed()) {
        browser.findElement(By.cssSelector("#choice-list button")).click();
      }
      waiting(30).until(d -> idle() && !before.equals(js("return S.state.match.rounds.map(r => r.moves.length)"
          + ".join(',')")));
    }
    throw new AssertionError("round " + round + " did not end within 600 moves");
  }

  @ParameterizedTest
  @MethodSource("games")
  void aWholeRoundOfEveryGameIsPlayedByClicksAgainstTheRobot(AnyGame game) {
    open("en");
    newMatch(game, "robot", "gentle");
    String id = game.id().replace(':', '-');
    shoot(id + "-desktop");
    browser.manage().window().setSize(new Dimension(390, 844));
    shoot(id + "-phone");
    browser.manage().window().setSize(new Dimension(1280, 900));
    // a refused move shows its reason: the first square of the board that is not a piece of the player
    String empty = (String) js("const d = S.state.position.destinations; return ['a1','b1','c1','d1','e1','f1',"
        + "'g1','h1','a3','b3','c3','d3','e3','f3','g3','h3','a4','d4','e4','h4'].find(s => !d[s]);");
    click(empty);
    waiting(10).until(d -> !browser.findElement(By.id("message")).getText().isEmpty());
    String reason = browser.findElement(By.id("message")).getText();
    assertFalse(reason.isBlank());
    int plies = playRound(1);
    assertTrue(plies > 0);
    String title = browser.findElement(By.id("overlay-title")).getText();
    assertTrue(title.equals("Round 1 is over") || title.equals("The match is over"), title);
    assertTrue(browser.findElement(By.cssSelector("#overlay-board svg")).isDisplayed());
  }

  @Test
  void aTwoRoundMatchEndsWithTheMatchResult() {
    AnyGame buttons = Games.byId("buttons").get();
    open("en");
    newMatch(buttons, "robot", "easy");
    playRound(1);
    assertEquals("Round 1 is over", browser.findElement(By.id("overlay-title")).getText());
    browser.findElement(By.id("overlay-next")).click();
    waiting(30).until(d -> idle());
    // the Robot has White in round 2 and has already answered
    assertEquals(2L, js("return S.state.round"));
    assertEquals(1L, js("return S.state.match.rounds[1].moves.length"));
    playRound(2);
    assertEquals("The match is over", browser.findElement(By.id("overlay-title")).getText());
    assertFalse(browser.findElement(By.id("overlay-result")).getText().isBlank());
    shoot("buttons-match-over");
  }

  @Test
  void theGamesAreListedByTheirNamesInThePagesLanguage() {
    open("en");
    @SuppressWarnings("unchecked")
    List<String> english = (List<String>) js(
        "return [...document.getElementById('family').options].map((o) => o.textContent)");
    assertEquals("American pool checkers", english.get(0), english::toString);
    assertTrue(english.indexOf("Kings and Diamonds") > english.indexOf("Italian draughts"), english::toString);
    assertTrue(english.indexOf("Queens, Rooks and Buttons") > english.indexOf("Portuguese draughts"), english::toString);
    open("it");
    @SuppressWarnings("unchecked")
    List<String> italian = (List<String>) js(
        "return [...document.getElementById('family').options].map((o) => o.textContent)");
    assertEquals("Cavalli nel campo nemico", italian.get(0), italian::toString);
    assertEquals("Regine, torri e bottoni", italian.get(italian.size() - 1), italian::toString);
  }

  @Test
  void aPlayerWithNoJumpPassesWithThePassButton() {
    open("en");
    newMatch(Games.byId("knights").get(), "two", null);
    // the white knight on a1 walled in by its own pawn on c2 and the black knight on b3 (KN-8)
    ((JavascriptExecutor) browser).executeAsyncScript("const done = arguments[arguments.length - 1];"
        + "call('POST', '/api/new', request({start: 'r1bq1bnr/pp1ppp1p/8/8/8/1n6/2PPPPPP/N1BQ1BNR w a1 b3 10 10'}))"
        + ".then(a => { show(a.doc); done(); });");
    waiting(10).until(d -> idle() && !hidden("pass"));
    browser.findElement(By.id("pass")).click();
    waiting(10).until(d -> idle() && Long.valueOf(1).equals(js("return S.state.match.rounds[0].moves.length")));
    assertEquals("--", js("return S.state.match.rounds[0].moves[0]"));
    assertTrue(hidden("pass"), "Black has jumps: no pass for it");
  }

  @Test
  void theHebrewPageReadsRightToLeftAndItsBoardLeftToRight() {
    open("he");
    waiting(10).until(d -> "rtl".equals(js("return document.documentElement.dir")));
    assertEquals("he", js("return document.documentElement.lang"));
    assertEquals("תחרות חדשה", browser.findElement(By.id("setup-title")).getText());
    newMatch(Games.byId("knights").get(), "robot", "gentle");
    assertEquals("ltr", browser.findElement(By.id("board")).getAttribute("dir"));
    // the page's own texts isolate their arguments as the server's do: the turn line's name and side, the players
    waiting(10).until(d -> String.valueOf(js("return document.getElementById('status').textContent"))
        .matches("[^\u2068]*\u2068[^\u2069]+\u2069[^\u2068]*\u2068[^\u2069]+\u2069[^\u2068]*"));
    assertTrue(String.valueOf(js("return document.getElementById('players').textContent")).startsWith("\u2068"));
    shoot("knights-hebrew");
    click("a2");
    waiting(10).until(d -> !browser.findElement(By.id("message")).getText().isEmpty());
    String reason = browser.findElement(By.id("message")).getText();
    assertTrue(reason.chars().anyMatch(c -> c >= 0x05D0 && c <= 0x05EA), "the reason is in Hebrew: " + reason);
  }

  @Test
  void twoPlayersAtOneScreenTakeTurnsAndTheKeyboardPlays() {
    open("it");
    newMatch(Games.byId("diamonds").get(), "two", null);
    WebElement board = browser.findElement(By.id("board"));
    board.click();
    // the cursor starts on the king at e1: Enter picks it up, up and Enter steps to e2
    js("S.cursor = 'e1'; paintCursor();");
    board.sendKeys(org.openqa.selenium.Keys.ENTER);
    board.sendKeys(org.openqa.selenium.Keys.ARROW_UP);
    board.sendKeys(org.openqa.selenium.Keys.ENTER);
    waiting(10).until(d -> idle() && Long.valueOf(1).equals(js("return S.state.match.rounds[0].moves.length")));
    assertEquals("second", js("return S.state.toMove.seat"));
    assertTrue(browser.findElement(By.id("status")).getText().startsWith("Muove"),
        browser.findElement(By.id("status")).getText());
  }
}
