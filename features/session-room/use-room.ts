"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { joinRoom, openRoomStream, sendSignal, type Side } from "./api";
import { changesMembers, fromSnapshot, withEvent } from "./members";
import { qualityOf, sampleOf, worst, type Quality } from "./quality";
import type { RoomEvent, RoomJoin, RoomMember } from "./schemas";

/** One other person in the call, as the page shows them. */
export type PeerView = { userId: string; stream: MediaStream; state: RTCPeerConnectionState };

type Peer = {
  pc: RTCPeerConnection;
  /** This side made the offer, so it restarts ICE after a drop. */
  initiator: boolean;
  stream: MediaStream;
  pending: RTCIceCandidateInit[];
  totals: { lost: number; received: number };
  quality: Quality;
  restartTimer?: ReturnType<typeof setTimeout>;
};

const STATS_MS = 2000;
const fingerprint = (sdp: string | undefined) => sdp?.match(/^a=fingerprint:.*$/m)?.[0];
/** How long a connection may stay "disconnected" before its ICE is restarted. */
const RESTART_AFTER_MS = 2500;

/**
 * The call (issue 69): one RTCPeerConnection per other admitted person (a mesh of up to 5),
 * signalled through the room's live stream. Whoever arrives (joins, or is let in) calls everyone
 * already in the room; a drop is mended by an ICE restart from the side that called.
 */
export function useRoom(side: Side, joined: RoomJoin, local: MediaStream | null) {
  const roomId = joined.roomId;
  const me = joined.userId;
  const [members, setMembers] = useState(() => new Map(joined.members.map((m) => [m.userId, m])));
  const [admitted, setAdmitted] = useState(joined.admitted);
  const [peers, setPeers] = useState<PeerView[]>([]);
  const [quality, setQuality] = useState<Quality>("checking");
  const [gone, setGone] = useState<RoomMember | null>(null);
  const connections = useRef(new Map<string, Peer>());
  const early = useRef(new Map<string, RoomEvent[]>());
  const localRef = useRef(local);
  const admittedRef = useRef(joined.admitted);
  const membersRef = useRef(members);
  /** Member events since a join was sent again, laid over its answer (it was read before them). */
  const sinceJoin = useRef<RoomEvent[] | null>(null);
  /** Members change in the ref (read by callbacks) and in state (shown) together. */
  const updateMembers = useCallback(
    (change: (all: Map<string, RoomMember>) => Map<string, RoomMember>) => {
      membersRef.current = change(membersRef.current);
      setMembers(membersRef.current);
    },
    [],
  );

  const show = useCallback(() => {
    setPeers(
      [...connections.current.entries()].map(([userId, p]) => ({
        userId,
        stream: p.stream,
        state: p.pc.connectionState,
      })),
    );
  }, []);

  const signal = useCallback(
    (body: Parameters<typeof sendSignal>[1]) =>
      void sendSignal(roomId, body).catch(() => undefined),
    [roomId],
  );

  const close = useCallback(
    (userId: string) => {
      const peer = connections.current.get(userId);
      if (!peer) return;
      clearTimeout(peer.restartTimer);
      peer.pc.close();
      connections.current.delete(userId);
      show();
    },
    [show],
  );

  const offer = useCallback(
    async (userId: string, peer: Peer, iceRestart = false) => {
      const description = await peer.pc.createOffer({ iceRestart });
      await peer.pc.setLocalDescription(description);
      signal({ kind: "offer", to: userId, sdp: description.sdp });
    },
    [signal],
  );

  const connect = useCallback(
    (userId: string, initiator: boolean): Peer => {
      close(userId);
      const pc = new RTCPeerConnection({
        iceServers: joined.iceServers,
        iceTransportPolicy: joined.iceTransportPolicy,
      });
      const peer: Peer = {
        pc,
        initiator,
        stream: new MediaStream(),
        pending: [],
        totals: { lost: 0, received: 0 },
        quality: "checking",
      };
      const tracks = localRef.current?.getTracks() ?? [];
      for (const track of tracks) pc.addTrack(track, localRef.current!);
      // Receive what the other side sends even without a camera or microphone of one's own;
      // an audio session never asks for video.
      if (initiator && !tracks.some((t) => t.kind === "audio"))
        pc.addTransceiver("audio", { direction: "recvonly" });
      if (initiator && !joined.audioOnly && !tracks.some((t) => t.kind === "video"))
        pc.addTransceiver("video", { direction: "recvonly" });
      pc.ontrack = ({ track }) => {
        peer.stream.addTrack(track);
        show();
      };
      pc.onicecandidate = ({ candidate }) => {
        if (candidate)
          signal({ kind: "candidate", to: userId, candidate: candidate.toJSON() as never });
      };
      pc.onconnectionstatechange = show;
      pc.oniceconnectionstatechange = () => {
        show();
        clearTimeout(peer.restartTimer);
        const state = pc.iceConnectionState;
        if (!peer.initiator || (state !== "failed" && state !== "disconnected")) return;
        peer.restartTimer = setTimeout(
          () => {
            if (connections.current.get(userId) === peer && pc.iceConnectionState !== "connected")
              void offer(userId, peer, true).catch(() => undefined);
          },
          state === "failed" ? 0 : RESTART_AFTER_MS,
        );
      };
      connections.current.set(userId, peer);
      show();
      return peer;
    },
    [close, joined.audioOnly, joined.iceServers, joined.iceTransportPolicy, offer, show, signal],
  );

  /** Calls everyone admitted and in the room that this side has no connection with. */
  const callEveryone = useCallback(() => {
    if (!admittedRef.current) return;
    for (const m of membersRef.current.values())
      if (m.userId !== me && m.present && m.admitted && !connections.current.has(m.userId))
        void offer(m.userId, connect(m.userId, true)).catch(() => undefined);
  }, [connect, me, offer]);

  const becomeAdmitted = useCallback(() => {
    if (!admittedRef.current) {
      admittedRef.current = true;
      setAdmitted(true);
    }
    callEveryone();
  }, [callEveryone]);

  const flush = async (peer: Peer) => {
    for (const candidate of peer.pending.splice(0))
      await peer.pc.addIceCandidate(candidate).catch(() => undefined);
  };

  const onEvent = useCallback(
    async (event: RoomEvent) => {
      const peer = connections.current.get(event.from);
      if (changesMembers(event)) {
        sinceJoin.current?.push(event);
        updateMembers((all) => withEvent(all, event));
      }
      switch (event.kind) {
        case "admit": {
          if (event.member?.userId === me) becomeAdmitted();
          return;
        }
        case "leave": {
          const member = membersRef.current.get(event.from);
          if (member) setGone(member);
          close(event.from);
          return;
        }
        case "offer": {
          // Both sides called at once: the one with the smaller id keeps its own call.
          if (peer?.initiator && peer.pc.signalingState !== "stable" && me < event.from) return;
          // An ICE restart keeps the connection; a page opened anew has a new fingerprint.
          const same =
            peer &&
            !peer.initiator &&
            fingerprint(peer.pc.remoteDescription?.sdp) === fingerprint(event.sdp);
          const target = same ? peer : connect(event.from, false);
          await target.pc.setRemoteDescription({ type: "offer", sdp: event.sdp! });
          for (const queued of early.current.get(event.from)?.splice(0) ?? [])
            if (queued.candidate) target.pending.push(queued.candidate);
          await flush(target);
          const answer = await target.pc.createAnswer();
          await target.pc.setLocalDescription(answer);
          signal({ kind: "answer", to: event.from, sdp: answer.sdp });
          return;
        }
        case "answer": {
          if (!peer || peer.pc.signalingState !== "have-local-offer") return;
          await peer.pc.setRemoteDescription({ type: "answer", sdp: event.sdp! });
          await flush(peer);
          return;
        }
        case "candidate": {
          if (!event.candidate) return;
          if (!peer) {
            const list = early.current.get(event.from) ?? [];
            early.current.set(event.from, [...list, event]);
          } else if (peer.pc.remoteDescription)
            await peer.pc.addIceCandidate(event.candidate).catch(() => undefined);
          else peer.pending.push(event.candidate);
        }
      }
    },
    [becomeAdmitted, close, connect, me, signal, updateMembers],
  );

  // The room's stream: ready (first, and after each reconnect: the stay is opened again), events.
  const [online, setOnline] = useState(false);
  useEffect(() => {
    let source: EventSource | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      if (stopped) return;
      source = await openRoomStream(roomId);
      if (stopped) return source.close();
      // On each (re)connect the stay is opened again and the members read anew: anyone who came
      // while the stream was not yet listening shows up (the therapist sees them waiting).
      source.addEventListener("ready", () => {
        setOnline(true);
        const since: RoomEvent[] = [];
        sinceJoin.current = since;
        void joinRoom(side, roomId)
          .then((again) => {
            if (sinceJoin.current === since) sinceJoin.current = null;
            updateMembers(() => fromSnapshot(again.members, since));
            // Let in before this stream listened (or while it was down): the admit went unheard.
            if (again.admitted || membersRef.current.get(me)?.admitted) becomeAdmitted();
            else callEveryone();
          })
          .catch(() => undefined);
      });
      source.addEventListener("room", (message: MessageEvent<string>) => {
        void onEvent(JSON.parse(message.data) as RoomEvent).catch(() => undefined);
      });
      source.onerror = () => {
        setOnline(false);
        if (source?.readyState === EventSource.CLOSED) timer = setTimeout(() => void open(), 2000);
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [roomId, side, me, becomeAdmitted, callEveryone, onEvent, updateMembers]);

  // A switched camera or microphone replaces what every connection sends, without a new offer.
  useEffect(() => {
    localRef.current = local;
    for (const peer of connections.current.values())
      for (const sender of peer.pc.getSenders()) {
        const next = local?.getTracks().find((t) => t.kind === sender.track?.kind);
        if (next && sender.track !== next) void sender.replaceTrack(next).catch(() => undefined);
      }
  }, [local]);

  // Connection quality from getStats, every two seconds.
  useEffect(() => {
    const timer = setInterval(async () => {
      for (const peer of connections.current.values()) {
        const report = await peer.pc.getStats().catch(() => null);
        if (!report) continue;
        const { sample, totals } = sampleOf(report.values() as never, peer.totals);
        peer.totals = totals;
        peer.quality = qualityOf(sample);
      }
      setQuality(worst([...connections.current.values()].map((p) => p.quality)));
    }, STATS_MS);
    return () => clearInterval(timer);
  }, []);

  // Leaving the page closes every connection; the stream's end ends the stay.
  useEffect(
    () => () => {
      for (const userId of [...connections.current.keys()]) close(userId);
    },
    [close],
  );

  const leave = useCallback(() => {
    signal({ kind: "leave" });
    for (const userId of [...connections.current.keys()]) close(userId);
  }, [close, signal]);

  const admit = useCallback((userId: string) => signal({ kind: "admit", to: userId }), [signal]);

  const reconnecting =
    !online || peers.some((p) => p.state === "disconnected" || p.state === "failed");
  return { members, admitted, peers, quality, gone, leave, admit, reconnecting, online };
}
