"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** Why there is no camera or microphone: the browser refused them, or there are none. */
export type MediaProblem = "refused" | "not-found" | null;

const problemOf = (error: unknown): MediaProblem =>
  error instanceof DOMException &&
  (error.name === "NotFoundError" || error.name === "OverconstrainedError")
    ? "not-found"
    : "refused";

/**
 * The person's own camera and microphone for the room (issue 69): asked for once, switched by
 * device id, stopped when the page goes. An audio session never asks for a camera. If the camera
 * cannot be had (refused, or none), the microphone alone is tried before giving up.
 */
export function useLocalMedia(audioOnly: boolean) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem>(null);
  const [starting, setStarting] = useState(true);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const current = useRef<MediaStream | null>(null);

  const replace = (next: MediaStream | null) => {
    for (const track of current.current?.getTracks() ?? [])
      if (!next?.getTracks().includes(track)) track.stop();
    current.current = next;
    setStream(next);
  };

  const start = useCallback(
    async (ids: { camera?: string; microphone?: string } = {}) => {
      setStarting(true);
      const audio = ids.microphone ? { deviceId: { exact: ids.microphone } } : true;
      const video = audioOnly ? false : ids.camera ? { deviceId: { exact: ids.camera } } : true;
      try {
        let next: MediaStream;
        try {
          next = await navigator.mediaDevices.getUserMedia({ audio, video });
        } catch (error) {
          if (!video) throw error;
          next = await navigator.mediaDevices.getUserMedia({ audio, video: false });
        }
        // A new stream keeps the mute and camera-off the person chose.
        const before = current.current;
        for (const track of next.getTracks()) {
          const old = before?.getTracks().find((t) => t.kind === track.kind);
          if (old) track.enabled = old.enabled;
        }
        replace(next);
        setProblem(null);
        setDevices(await navigator.mediaDevices.enumerateDevices());
      } catch (error) {
        setProblem(problemOf(error));
      } finally {
        setStarting(false);
      }
    },
    [audioOnly],
  );

  useEffect(() => {
    const timer = setTimeout(() => void start(), 0);
    return () => {
      clearTimeout(timer);
      replace(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page; start is stable per audioOnly
  }, [audioOnly]);

  const deviceOf = (kind: "audio" | "video") =>
    stream
      ?.getTracks()
      .find((t) => t.kind === kind)
      ?.getSettings().deviceId ?? "";

  return {
    stream,
    problem,
    starting,
    cameras: devices.filter((d) => d.kind === "videoinput" && d.deviceId),
    microphones: devices.filter((d) => d.kind === "audioinput" && d.deviceId),
    cameraId: deviceOf("video"),
    microphoneId: deviceOf("audio"),
    retry: () => start(),
    useCamera: (camera: string) => start({ camera, microphone: deviceOf("audio") || undefined }),
    useMicrophone: (microphone: string) =>
      start({ camera: deviceOf("video") || undefined, microphone }),
    stop: () => replace(null),
  };
}

export type LocalMedia = ReturnType<typeof useLocalMedia>;
