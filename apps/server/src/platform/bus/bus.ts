/** Publish/subscribe by topic. Gateways deliver only what the bus gives them, so N instances act as one. */
export type BusHandler = (message: unknown) => void;
export type Unsubscribe = () => Promise<void>;

export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(topic: string, message: unknown): Promise<void>;
  subscribe(topic: string, handler: BusHandler): Promise<Unsubscribe>;
  ping(): Promise<boolean>;
  /** Called each time the bus is back after a lost connection: messages may have been missed meanwhile. */
  onReconnect?(handler: () => void): void;
  close(): Promise<void>;
}
