package io.github.tabla.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.vavr.collection.Seq;
import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** The null-argument checker on a class that does each thing right and wrong once. */
class NullArgumentsTest {

  /** One method per way of meeting a null argument. */
  public static final class Fixture {
    private final String name;

    /**
     * Keeps a name without checking it: the constructor is reported.
     *
     * @param name the name
     */
    public Fixture(String name) {
      this.name = name;
    }

    /**
     * A checked factory.
     *
     * @param name the name
     * @return the fixture
     */
    public static Fixture of(String name) {
      return new Fixture(Objects.requireNonNull(name, "name"));
    }

    public String checks(String text) {
      Objects.requireNonNull(text, "text");
      return name + text;
    }

    public String answers(String text) {
      return name;
    }

    public int failsInside(String text) {
      return text.length();
    }

    public String nullable(@Nullable String text) {
      return name;
    }

    public String wrongName(String text) {
      Objects.requireNonNull(text, "other");
      return text;
    }

    public String throwsOther(String text) {
      throw new IllegalStateException("not a null check");
    }

    public String usesTheDummyFirst(Runnable before, String text) {
      before.run();
      return Objects.requireNonNull(text, "text");
    }

    public String noSample(Duration wait) {
      return name;
    }
  }

  private static final NullArguments CHECKS = NullArguments.withCommonSamples();

  @Test
  void everyWayOfMeetingANullIsToldApart() {
    Seq<String> problems = CHECKS.problems(new Fixture("f"));
    assertEquals(6, problems.size(), problems.mkString("\n"));
    assertTrue(problems.contains("Fixture.answers(String), text null: accepted it and returned"), problems.mkString("\n"));
    assertTrue(problems.exists(p -> p.startsWith("Fixture.failsInside(String), text null: failed inside")
        && p.endsWith("instead of at the boundary")), problems.mkString("\n"));
    assertTrue(problems.contains("Fixture.throwsOther(String), text null: threw java.lang.IllegalStateException: not a "
        + "null check instead of a NullPointerException"), problems.mkString("\n"));
    assertTrue(problems.contains("Fixture.wrongName(String), text null: the NullPointerException says \"other\", not "
        + "the parameter's name"), problems.mkString("\n"));
    // the dummy Runnable refuses to be used, so the text is never checked
    assertTrue(problems.contains("Fixture.usesTheDummyFirst(Runnable, String), text null: threw "
        + "java.lang.UnsupportedOperationException: a dummy Runnable was used instead of a NullPointerException"),
        problems.mkString("\n"));
    assertTrue(problems.exists(p -> p.startsWith("Fixture.usesTheDummyFirst(Runnable, String), before null: failed "
        + "inside")), problems.mkString("\n"));
  }

  @Test
  void aMethodWithoutASampleIsSkippedAndSaidSo() {
    assertEquals("Fixture.noSample(Duration): no sample of Duration", CHECKS.skipped(new Fixture("f")).single());
    Seq<String> withSample = CHECKS.with(Duration.class, Duration.ofSeconds(1)).problems(new Fixture("f"));
    assertTrue(withSample.contains("Fixture.noSample(Duration), wait null: accepted it and returned"),
        withSample.mkString("\n"));
  }

  @Test
  void constructorsAndStaticMethodsAreChecked() {
    assertEquals("new Fixture(String), name null: accepted it and returned",
        CHECKS.problemsOfClass(Fixture.class).single());
  }

  @Test
  void checkFailsWithEveryProblem() {
    AssertionError e = assertThrows(AssertionError.class, () -> CHECKS.check(new Fixture("f")));
    assertTrue(e.getMessage().startsWith("6 null argument(s) not refused"), e.getMessage());
  }

  @Test
  void theTestGameRefusesNullsEverywhere() {
    MiniPosition start = new MiniDiamonds().start();
    NullArguments checks = NullArguments.forPosition(start);
    assertEquals(0, checks.problems(start).size(), checks.problems(start).mkString("\n"));
    Properties.nullArgumentsRefused(start, true);
  }
}
