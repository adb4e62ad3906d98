package io.github.tabla.core.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A shared table is made once, a failed making is a value and is tried again, and it can be made aside. */
class SharedTableTest {

  @Test
  void aFailedMakingIsAValueAndTheNextRequestTriesAgain() {
    AtomicInteger calls = new AtomicInteger();
    SharedTable<String> table = SharedTable.of("flaky", () -> {
      if (calls.incrementAndGet() == 1) {
        throw new OutOfMemoryError("Java heap space (the first time only)");
      }
      return "table";
    });
    Either<Throwable, String> first = table.get();
    assertTrue(first.isLeft());
    assertInstanceOf(OutOfMemoryError.class, first.getLeft());
    assertTrue(table.ready().isEmpty(), "a failure is not kept as the table");
    assertEquals(0.0, table.progress());
    assertEquals(Either.right("table"), table.get());
    assertEquals(Either.right("table"), table.get());
    assertEquals(2, calls.get(), "made again once after the failure, then kept");
    assertEquals("table", table.ready().get());
    assertEquals(1.0, table.progress());
  }

  @Test
  void aMakerThatThrowsIsReportedWithItsException() {
    SharedTable<String> table = SharedTable.of("broken", () -> {
      throw new IllegalStateException("resource missing");
    });
    assertEquals("resource missing", table.get().getLeft().getMessage());
    assertEquals("resource missing", table.get().getLeft().getMessage());
  }

  @Test
  void manyThreadsAskingAtOnceMakeItOnce() throws Exception {
    AtomicInteger calls = new AtomicInteger();
    CountDownLatch go = new CountDownLatch(1);
    SharedTable<Integer> table = SharedTable.of("once", () -> {
      calls.incrementAndGet();
      return 42;
    });
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Either<Throwable, Integer>>> answers = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        answers.add(pool.submit(() -> {
          go.await();
          return table.get();
        }));
      }
      go.countDown();
      for (Future<Either<Throwable, Integer>> a : answers) {
        assertEquals(Either.right(42), a.get(10, TimeUnit.SECONDS));
      }
    } finally {
      pool.shutdownNow();
    }
    assertEquals(1, calls.get());
  }

  @Test
  void madeInTheBackgroundItIsNotReadyUntilDoneAndSaysHowFar() throws Exception {
    CountDownLatch halfway = new CountDownLatch(1);
    CountDownLatch finish = new CountDownLatch(1);
    SharedTable<String> table = SharedTable.withProgress("slow", progress -> {
      progress.accept(0.5);
      halfway.countDown();
      try {
        finish.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      progress.accept(1.0);
      return "done";
    });
    assertTrue(table.startInBackground());
    assertTrue(halfway.await(10, TimeUnit.SECONDS));
    assertTrue(table.isBeingMade());
    assertTrue(table.ready().isEmpty(), "a search does not wait for it");
    assertEquals(0.5, table.progress());
    assertFalse(table.startInBackground(), "one making at a time");
    finish.countDown();
    assertEquals(Either.right("done"), table.get());
    assertEquals(1.0, table.progress());
    assertFalse(table.isBeingMade());
  }

  @Test
  void progressOutsideZeroToOneIsClamped() throws Exception {
    CountDownLatch said = new CountDownLatch(1);
    CountDownLatch finish = new CountDownLatch(1);
    SharedTable<String> table = SharedTable.withProgress("eager", progress -> {
      progress.accept(7.0);
      said.countDown();
      try {
        finish.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return "t";
    });
    table.startInBackground();
    assertTrue(said.await(10, TimeUnit.SECONDS));
    assertEquals(1.0, table.progress());
    finish.countDown();
    assertEquals(Either.right("t"), table.get());
  }
}
