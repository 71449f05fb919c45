#ifndef CFLIPBOOK_CONCURRENCY_H
#define CFLIPBOOK_CONCURRENCY_H

// Swift concurrency's jobs handed to the scene's virtual clock (see
// Sources/FlipbookCoreAnimation/Clock/SceneExecutor.swift for the design).
//
// While a thread drives a virtual clock (its `context` is set), the jobs that
// thread enqueues on the main actor or the global executor are given to `sink`
// instead of the real executors; every other thread, and this one otherwise,
// is untouched.

typedef void (*flipbook_job_work)(void *_Nullable context);

/// Receives a captured job. `context` is the driving clock. For a main-queue job
/// `work(job)` runs it; `work` is NULL for a global-executor job (a Swift `Job`).
typedef void (*flipbook_job_sink)(void *_Nonnull context, void *_Nullable job,
                                  flipbook_job_work _Nullable work);

/// Installs the interception once per process (later calls do nothing).
/// Returns 1 when jobs can be captured on this platform, 0 otherwise.
int flipbook_concurrency_install(flipbook_job_sink _Nonnull sink);

/// Sets this thread's driving context (NULL: none) and returns the previous one.
void *_Nullable flipbook_concurrency_swap_context(void *_Nullable context);

/// This thread's driving context.
void *_Nullable flipbook_concurrency_context(void);

/// Runs a captured job.
void flipbook_concurrency_run(flipbook_job_work _Nonnull work, void *_Nullable job);

#endif
